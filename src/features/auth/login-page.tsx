import { useLocation } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import styles from './auth-screen.module.css';
import { emailFromLocationState } from './location-email';
import { LoginForm } from './login-form';

/** `/login` (visitors): the login form; logged-in members never see it (the access gate). */
const LoginPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const location = useLocation();
  return (
    <section aria-labelledby="login-title" className={styles.screen}>
      <h1 id="login-title" className={styles.title}>
        {LL.routes[routeTitle]()}
      </h1>
      <LoginForm initialEmail={emailFromLocationState(location.state)} labelledBy="login-title" />
    </section>
  );
};

export default LoginPage;
