import { lazy, Suspense } from 'react';
import { QuietBoundary } from '../../ui';
import { withScreenTexts } from '../language';
import { useSignupModalState } from '../signup-entry';

/**
 * Spec §4 progress event `closed`: the signup decides whether closing abandons it (not once the
 * flow is complete). Its code came with the modal, so this import is already loaded; if it fails,
 * the statistic is lost and nothing else.
 */
export const reportSignupClosed = () => {
  withScreenTexts(
    ['signup', 'signupLocation', 'signupPhoto', 'signupSteps'],
    () => import('../signup'),
  )().then(
    ({ signupClosed }) => {
      signupClosed();
    },
    () => undefined,
  );
};

const SignupDialog = lazy(
  withScreenTexts(
    ['signup', 'signupLocation', 'signupPhoto', 'signupSteps'],
    () => import('./signup-dialog'),
  ),
);

/**
 * The signup modal of the default and empty layouts, loaded when first opened (the signup flow
 * comes with it, so none of it weighs on the first load). While signup is in progress neither the
 * backdrop nor Escape closes it (spec §2); its close button still does.
 */
export const SignupModal = () => {
  const state = useSignupModalState();
  if (!state.isOpen) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <SignupDialog inProgress={state.inProgress} onClose={state.close} />
      </Suspense>
    </QuietBoundary>
  );
};
