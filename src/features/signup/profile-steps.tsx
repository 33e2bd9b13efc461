import { useEffect, useRef } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { signupProgress, useSignupProgress, completeStep, type SignupStep } from './signup-progress';
import styles from './profile-steps.module.css';
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

const profileSteps = [1, 2, 3, 4] as const;

/**
 * After a step change the keyboard and the screen reader start at the new step's heading, not at
 * the top of the page or on a button that is gone; a step still without a heading gets its box.
 */
const useFocusOnStepChange = (step: SignupStep) => {
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const container = box.current;
    if (container === null) return;
    const heading = container.querySelector<HTMLElement>('h1, h2, h3');
    const target = heading ?? container;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [step]);
  return box;
};

/**
 * Steps 1–4 of the signup (photo, location, about you, push notifications) and the complete step,
 * for a member whose account exists. Used by the signup modal and page, and by /complete-signup.
 * A member who never got past step 0 here starts at step 1: the account exists already.
 */
export const ProfileSteps = ({ onFinish, onFlowComplete }: ProfileStepsProps) => {
  const { LL } = useI18nContext();
  const { step } = useSignupProgress();
  const current: SignupStep = step < 1 ? 1 : step;
  const box = useFocusOnStepChange(current);
  const next = () => {
    const following = (current + 1) as SignupStep;
    signupProgress.update({ step: following });
    if (following === completeStep) onFlowComplete?.();
  };

  return (
    <div ref={box} tabIndex={-1} className={styles.steps}>
      {current === completeStep ? (
        <CompleteStep onFinish={onFinish} />
      ) : (
        <>
          <div className={styles.indicator}>
            <p className={styles.stepOf}>
              {LL.signupSteps.stepOf({ step: current, total: profileSteps.length })}
            </p>
            {/* The sentence above says it; the bar only shows it. */}
            <div className={styles.bar} aria-hidden="true">
              {profileSteps.map((n) => (
                <span key={n} className={n <= current ? styles.reached : styles.ahead} />
              ))}
            </div>
          </div>
          {current === 1 && <PhotoStep onNext={next} />}
          {current === 2 && <LocationStep onNext={next} />}
          {current === 3 && <AboutYouStep onNext={next} />}
          {current === 4 && <PushStep onNext={next} />}
        </>
      )}
    </div>
  );
};
