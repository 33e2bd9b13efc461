/** What every profile step of the signup (1–4) gets from the signup flow. */
export interface SignupStepProps {
  /** Moves on to the next step: after the step saved, or when the member chose to skip it. */
  onNext: () => void;
}

/** The complete step (5): confirm the e-mail address, then leave the signup. */
export interface CompleteStepProps {
  onFinish: () => void;
}
