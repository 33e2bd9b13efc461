import { useLocation } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { TextLink } from '../../ui';
import styles from './auth-screen.module.css';
import { emailFromLocationState } from './location-email';
import { ResetRequestForm } from './reset-request-form';

/** `/reset-password`: asks for the address to send the reset link to. */
const ResetPasswordPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const location = useLocation();
  return (
    <section aria-labelledby="reset-password-title" className={styles.screen}>
      <h1 id="reset-password-title" className={styles.title}>
        {LL.routes[routeTitle]()}
      </h1>
      <p className={styles.intro}>{LL.passwordReset.intro()}</p>
      <ResetRequestForm
        initialEmail={emailFromLocationState(location.state)}
        labelledBy="reset-password-title"
      />
      <p>
        <TextLink href="/login">{LL.passwordReset.backToLogin()}</TextLink>
      </p>
    </section>
  );
};

export default ResetPasswordPage;
