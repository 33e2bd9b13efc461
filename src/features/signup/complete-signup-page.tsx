import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackSignupProgress } from '../../../generated/hooks/account/account';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { ProfileSteps } from './profile-steps';
import { completeStep, signupProgress } from './signup-progress';

/** Progress events are statistics only: a failed one is not worth bothering the member with. */
const reportFlowComplete = () => {
  trackSignupProgress({ event: 'flow_complete', step: completeStep }).catch(() => undefined);
};

/**
 * /complete-signup (spec §2): a member who left the signup goes on with the steps where they left
 * them (kept in this tab, so a reload stays on the step), ends at the e-mail confirmation and then
 * sees the members suggested to them.
 */
const CompleteSignupPage = (_props: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const titleId = useId();
  // As in the signup flow: cleared once this screen is gone, so step 1 never flashes back while
  // the matches screen loads.
  const finished = useRef(false);
  useEffect(
    () => () => {
      if (finished.current) signupProgress.reset();
    },
    [],
  );
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>{LL.signupSteps.completeSignupTitle()}</h1>
      <ProfileSteps
        onFlowComplete={reportFlowComplete}
        onFinish={() => {
          finished.current = true;
          void navigate('/signup-matches');
        }}
      />
    </section>
  );
};

export default CompleteSignupPage;
