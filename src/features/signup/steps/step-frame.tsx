import { useId, type ReactNode } from 'react';
import { useI18nContext } from '../../../../locales/i18n-react';
import { Button } from '../../../ui';
import styles from './step-frame.module.css';

/*
 * The frame the four profile steps (photo, location, about you, push) share. It lives beside the
 * photo step, the first of them, because this change may add step files only under the steps'
 * own names; it belongs next to profile-steps.tsx once the signup's owner takes it.
 */

interface StepFrameProps {
  title: string;
  /** Why the member may want to fill the step in. */
  why: string;
  children: ReactNode;
}

/** One profile step: its heading, why it is asked, then its form. */
export const StepFrame = ({ title, why, children }: StepFrameProps) => {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.step}>
      {/* The steps' sequencer focuses this heading when the member arrives from the step before. */}
      <h2 id={titleId} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      <p className={styles.why}>{why}</p>
      {children}
    </section>
  );
};

interface StepActionsProps {
  /** The primary action's label ("Save and continue"); it submits the step's form. */
  saveLabel: string;
  isPending?: boolean;
  onSkip: () => void;
}

/**
 * A step's two ways on: save (the form's submit button) or skip without saving. While saving, a
 * note says so instead of the Button's own `isPending`: react-aria announces that through a node
 * labelled by the button, which dangles (an unnamed `role="img"`) once the step is gone.
 */
export const StepActions = ({ saveLabel, isPending = false, onSkip }: StepActionsProps) => {
  const { LL } = useI18nContext();
  return (
    <div className={styles.actions}>
      <Button type="submit">{saveLabel}</Button>
      <Button variant="outline" onPress={onSkip} isDisabled={isPending}>
        {LL.signupSteps.skip()}
      </Button>
      <PendingNote text={isPending ? LL.form.sending() : ''} />
    </div>
  );
};

/** A polite live region that is always there, so each text put into it is announced. */
export const PendingNote = ({ text }: { text: string }) => (
  <span role="status" className={styles.pending}>
    {text}
  </span>
);
