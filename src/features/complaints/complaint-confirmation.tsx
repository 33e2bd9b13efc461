import { useEffect, useRef } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { Button } from '../../ui';
import styles from './complaints.module.css';

export interface ComplaintConfirmationProps {
  /** The server's `complaint_id`, the reference customer service quotes in its answer. */
  reference: number;
  /** Where the answer goes, as the member typed it; shown as text only. */
  email: string;
  onAnother: () => void;
}

/**
 * What the member is left with: the reference to quote and what happens next. The form the focus
 * was in is gone, so the focus comes here and a screen reader reads it out.
 */
export const ComplaintConfirmation = ({ reference, email, onAnother }: ComplaintConfirmationProps) => {
  const { LL } = useI18nContext();
  const t = LL.complaints.sent;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="complaint-sent-heading" className={styles.confirmation}>
      <h2 id="complaint-sent-heading" className={styles.confirmationHeading}>
        <span aria-hidden="true" className={styles.confirmationMark}>
          ✓
        </span>
        {t.heading()}
      </h2>
      <p className={styles.reference}>{t.reference({ reference: String(reference) })}</p>
      <p className={styles.wrap}>{t.next({ email })}</p>
      <p>{t.quote()}</p>
      <div className={styles.actions}>
        <Button variant="outline" onPress={onAnother}>
          {t.another()}
        </Button>
      </div>
    </section>
  );
};
