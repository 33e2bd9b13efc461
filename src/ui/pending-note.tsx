import { useI18nContext } from '../../locales/i18n-react';
import styles from './pending-note.module.css';

/**
 * "Sending…" beside a button while its request runs. Not the Button's own `isPending`: react-aria
 * announces that through a live-region node labelled by the button, which dangles (an unnamed
 * `role="img"`, an axe violation) when the button goes away on success, as most form buttons do
 * (the screen moves on or shows the outcome instead of the form).
 */
export const PendingNote = ({ isPending }: { isPending: boolean }) => {
  const { LL } = useI18nContext();
  return (
    <span role="status" className={styles.pending}>
      {isPending ? LL.form.sending() : ''}
    </span>
  );
};
