import { useRef } from 'react';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser } from '../../api';
import { Alert, PageLoading, PlainButton } from '../../ui';
import { prefetchSettingsSections, useSettingsSections } from './settings-sections-code';
import { SettingsSkeleton } from './settings-skeleton';
import styles from './account.module.css';

// The forms' chunk is asked for as soon as this screen's chunk runs, beside boot's requests.
prefetchSettingsSections();

/**
 * /notifications, the account menu's "Settings" (spec §2): the member's settings screen. For now
 * the account itself — e-mail address, password, deletion; see decision 006. The heading paints
 * at once; the forms come in their own chunk, with a skeleton of their size until then.
 */
const SettingsPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const { data: user } = useCurrentUser();
  const sections = useSettingsSections();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The access gate lets only members in; between a deletion and the next screen there is none.
  if (user === undefined || user === null) return <PageLoading />;

  const body = (shown: User) => {
    const { state } = sections;
    if (state.name === 'ready') return <state.module.SettingsSections user={shown} />;
    if (state.name === 'loading') {
      return (
        <PageLoading>
          <SettingsSkeleton />
        </PageLoading>
      );
    }
    return (
      <div className={styles.step}>
        <Alert tone="danger" live="assertive">
          {LL.account.sectionsLoad.failed()}
        </Alert>
        <div>
          <PlainButton
            onClick={() => {
              // The button goes with the failure: the keyboard goes on from the heading.
              headingRef.current?.focus();
              sections.retry();
            }}
          >
            {LL.account.sectionsLoad.retry()}
          </PlainButton>
        </div>
      </div>
    );
  };

  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {LL.routes[routeTitle]()}
      </h1>
      {body(user)}
    </div>
  );
};

export default SettingsPage;
