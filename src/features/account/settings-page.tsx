import { useId } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser } from '../../api';
import { PageLoading } from '../../ui';
import { DeleteAccountSection } from './delete-account-section';
import { MailChangeSection } from './mail-change-section';
import { PasswordChangeSection } from './password-change-section';
import styles from './account.module.css';

/**
 * /notifications, the account menu's "Settings" (spec §2): the member's settings screen. For now
 * the account itself — e-mail address, password, deletion; see decision 006.
 */
const SettingsPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const { data: user } = useCurrentUser();
  const newEmailId = useId();
  // The access gate lets only members in; between a deletion and the next screen there is none.
  if (user === undefined || user === null) return <PageLoading />;
  return (
    <div className={styles.page}>
      <h1>{LL.routes[routeTitle]()}</h1>
      <MailChangeSection user={user} newEmailId={newEmailId} />
      <PasswordChangeSection />
      <DeleteAccountSection
        onChangeEmail={() => {
          document.getElementById(newEmailId)?.focus();
        }}
      />
    </div>
  );
};

export default SettingsPage;
