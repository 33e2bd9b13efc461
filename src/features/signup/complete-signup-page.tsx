import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { ProfileSteps } from './profile-steps';
import { signupProgress } from './signup-progress';

/** /complete-signup: a member goes on with the signup steps they left (spec §2). */
const CompleteSignupPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="complete-signup-title">
      <h1 id="complete-signup-title">{LL.routes[routeTitle]()}</h1>
      <ProfileSteps
        onFinish={() => {
          signupProgress.reset();
          void navigate('/signup-matches');
        }}
      />
    </section>
  );
};

export default CompleteSignupPage;
