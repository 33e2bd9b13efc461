import { useI18nContext } from '../../../locales/i18n-react';
import { Button, type ButtonVariant } from '../../ui';
import { useActivationResend } from './activation-resend';
import styles from './activation-resend.module.css';

interface ActivationResendButtonProps {
  label: string;
  variant?: ButtonVariant;
}

/**
 * A button that mails the activation link again, with the outcome next to it. The sending state
 * is told in that outcome rather than by the button's `isPending`: react-aria announces a pending
 * button by its id, and that announcement outlives the button when the member moves on at once.
 */
export const ActivationResendButton = ({ label, variant = 'outline' }: ActivationResendButtonProps) => {
  const { LL } = useI18nContext();
  const resend = useActivationResend(LL);
  const { outcome } = resend;
  return (
    <div className={styles.resend}>
      <Button variant={variant} onPress={resend.send}>
        {label}
      </Button>
      {/* Always present, so screen readers announce the outcome when it appears. */}
      <p
        role="status"
        className={`${styles.outcome} ${outcome.kind === 'failed' ? styles.failed : styles.sent}`}
      >
        {outcome.kind === 'sending' && LL.activation.resendSending()}
        {outcome.kind === 'sent' && LL.activation.resendSent()}
        {outcome.kind === 'failed' && outcome.message}
      </p>
    </div>
  );
};
