import { useI18nContext } from '../../../locales/i18n-react';
import styles from './account.module.css';

/**
 * "Sending…" beside a button while its request runs. Not the Button's own `isPending`: react-aria
 * announces that through a node labelled by the button, which dangles (an unnamed `role="img"`,
 * an axe violation) when the button goes away on success, as most of these do.
 */
export const PendingNote = ({ isPending }: { isPending: boolean }) => {
  const { LL } = useI18nContext();
  return (
    <span role="status" className={styles.pending}>
      {isPending ? LL.form.sending() : ''}
    </span>
  );
};
