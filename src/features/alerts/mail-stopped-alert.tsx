import { MailExclamationPoint } from 'lucide-react';
import { useRef } from 'react';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { Alert, PlainButtonLink } from '../../ui';
import { keepFocusOnDismiss } from './dismiss-focus';
import styles from './enrich-profile-alert.module.css';

/** The reasons in the order they are told: the one the member cannot clear by saving first. */
const reasonOrder = ['bounce', 'fbl', 'listunsubscribe'] as const;

/**
 * Spec §4 notifications disabled by reason: no e-mail goes out to the member, and the alert says
 * why in one line, with the way to the settings where the reason is explained in full and can be
 * dealt with (decision 029). Dismissed, it stays away on this device (decision 017).
 */
export const MailStoppedAlert = ({ user, onDismiss }: { user: User; onDismiss: () => void }) => {
  const { LL } = useI18nContext();
  const t = LL.alerts.mailStopped;
  const box = useRef<HTMLDivElement>(null);
  const reasons = reasonOrder.filter((reason) => user.notifications_disabled.includes(reason));
  const because = reasons
    .map((reason) => (reason === 'bounce' ? t.bounce({ email: user.email }) : t[reason]()))
    .join(' ');
  return (
    <div ref={box} className={styles.stack}>
      <Alert
        tone="warning"
        onDismiss={() => {
          keepFocusOnDismiss(box.current);
          onDismiss();
        }}
      >
        <div className={styles.banner}>
          <div className={styles.lead}>
            <span className={styles.photo}>
              <MailExclamationPoint aria-hidden="true" size={22} strokeWidth={2} />
            </span>
            <p className={styles.message}>
              <strong>{t.title()}</strong> {because}
            </p>
          </div>
          <span className={styles.action}>
            <PlainButtonLink href="/notifications" variant="outline">
              {t.action()}
            </PlainButtonLink>
          </span>
        </div>
      </Alert>
    </div>
  );
};
