import { useI18nContext } from '../../../locales/i18n-react';
import { signupProgress, useSignupProgress, completeStep, type SignupStep } from './signup-progress';
import { AboutYouStep } from './steps/about-you-step';
import { CompleteStep } from './steps/complete-step';
import { LocationStep } from './steps/location-step';
import { PhotoStep } from './steps/photo-step';
import { PushStep } from './steps/push-step';

interface ProfileStepsProps {
  /** The member left the complete step: the signup is over. */
  onFinish: () => void;
  /** The last profile step is done (the `flow_complete` progress event). */
  onFlowComplete?: () => void;
}

const profileStepCount = 4;

/**
 * Steps 1–4 of the signup (photo, location, about you, push notifications) and the complete step,
 * for a member whose account exists. Used by the signup modal and page, and by /complete-signup.
 */
export const ProfileSteps = ({ onFinish, onFlowComplete }: ProfileStepsProps) => {
  const { LL } = useI18nContext();
  const { step } = useSignupProgress();
  const current: SignupStep = step < 1 ? 1 : step;
  const next = () => {
    const following = (current + 1) as SignupStep;
    signupProgress.update({ step: following });
    if (following === completeStep) onFlowComplete?.();
  };
  if (current === completeStep) return <CompleteStep onFinish={onFinish} />;
  return (
    <div>
      <p>{LL.signupSteps.stepOf({ step: current, total: profileStepCount })}</p>
      {current === 1 && <PhotoStep onNext={next} />}
      {current === 2 && <LocationStep onNext={next} />}
      {current === 3 && <AboutYouStep onNext={next} />}
      {current === 4 && <PushStep onNext={next} />}
    </div>
  );
};
