import type { ReactNode } from 'react';
import { useI18nContext } from '../../locales/i18n-react';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  /** Shows a close button; the caller hides the alert (and remembers that, if it should). */
  onDismiss?: () => void;
  /** `assertive` interrupts the screen reader (role="alert"); `polite` waits (role="status"). */
  live?: 'polite' | 'assertive';
}

/** A banner message, announced by screen readers when it appears or changes. */
export const Alert = ({ tone, children, onDismiss, live = 'polite' }: AlertProps) => {
  const { LL } = useI18nContext();
  return (
    <div role={live === 'assertive' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      <div className={styles.content}>{children}</div>
      {onDismiss !== undefined && (
        // A native button, not react-aria's: alerts are in the first render (reminders, the
        // language and account menus' failures), and a native button is as keyboard-usable and
        // announced without react-aria's press code in the entry chunk.
        <button type="button" className={styles.dismiss} aria-label={LL.ui.dismiss()} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
};
