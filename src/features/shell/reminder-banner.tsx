import type { ReactNode } from 'react';
import { Alert, type AlertTone } from '../../ui';
import styles from './reminder-banner.module.css';

interface ReminderBannerProps {
  tone: AlertTone;
  title: string;
  text: string;
  /** Buttons or links, with any status they report; laid out as the banner's actions. */
  actions: ReactNode;
}

/** A reminder in the banner area under the top bar: its sentence, then what the member can do. */
export const ReminderBanner = ({ tone, title, text, actions }: ReminderBannerProps) => (
  <div className={styles.stack}>
    <Alert tone={tone}>
      <div className={styles.banner}>
        <p className={styles.message}>
          <strong>{title}</strong> {text}
        </p>
        <div className={styles.actions}>{actions}</div>
      </div>
    </Alert>
  </div>
);
