import { useI18nContext } from '../../../locales/i18n-react';
import { Alert, TextLink } from '../../ui';
import styles from './signup-closed-notice.module.css';

/**
 * Spec §6: on a site that takes signups only from visitors with a traffic source, a visitor who
 * came without one is told so, instead of a form the server would refuse; members can log in.
 */
export const SignupClosedNotice = () => {
  const { LL } = useI18nContext();
  return (
    <Alert tone="info">
      <p className={styles.title}>
        <strong>{LL.signup.closedTitle()}</strong>
      </p>
      <p className={styles.text}>
        {LL.signup.closedText()} <TextLink href="/login">{LL.signup.logIn()}</TextLink>
      </p>
    </Alert>
  );
};
