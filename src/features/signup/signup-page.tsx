import { Navigate } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser } from '../../api';
import { PageLoading } from '../../ui';
import { SignupFlow } from './signup-flow';
import { useSignupProgress } from './signup-progress';
import styles from './signup-page.module.css';

/** Where a logged-in member who is not signing up belongs (as the access gate sends members). */
const membersHome = '/members';

/**
 * /signup: the signup as a page, as smartphones open it (spec §2) and as anyone may open it by
 * address. Access is 'any' because a member who just created the account goes on with the steps
 * here; a member with no signup under way has nothing to do here.
 */
const SignupPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const user = useCurrentUser();
  const { step } = useSignupProgress();
  if (user.isPending) return <PageLoading />;
  if (user.data != null && step === 0) return <Navigate to={membersHome} replace />;
  return (
    <section aria-labelledby="signup-title" className={styles.page}>
      <h1 id="signup-title">{LL.routes[routeTitle]()}</h1>
      <SignupFlow />
    </section>
  );
};

export default SignupPage;
