import { useI18nContext } from '../../../locales/i18n-react';
import styles from './account-step.module.css';

/**
 * "Sending…" beside the submit while the signup runs. Not the Button's own `isPending`: react-aria
 * announces that through a live-region node labelled by the button, which dangles (an unnamed
 * `role="img"`, an axe violation) once the button is gone, as it is when the account exists.
 */
export const SignupPendingNote = ({ isPending }: { isPending: boolean }) => {
  const { LL } = useI18nContext();
  return (
    <span role="status" className={styles.pending}>
      {isPending ? LL.form.sending() : ''}
    </span>
  );
};
