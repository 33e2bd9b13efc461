import { useI18nContext } from '../../../locales/i18n-react';
import { outboxOf } from '../../lib/chat-outbox';
import { Button, Modal } from '../../ui';
import styles from './leave-unsent-dialog.module.css';

export interface LeaveUnsentDialogProps {
  memberId: number;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Logging out drops the unsent messages with the session (a shared device keeps nobody's words),
 * so the member is asked first (issue 15 item 4). Staying comes first: it loses nothing.
 */
const LeaveUnsentDialog = ({ memberId, onStay, onLeave }: LeaveUnsentDialogProps) => {
  const { LL } = useI18nContext();
  const count = outboxOf(memberId).length;
  const t = LL.chat.leave;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={t.title()}
    >
      <p>{t.body({ count })}</p>
      <div className={styles.actions}>
        <Button onPress={onStay}>{t.stay()}</Button>
        <Button variant="outline" onPress={onLeave}>
          {t.logOut()}
        </Button>
      </div>
    </Modal>
  );
};

export default LeaveUnsentDialog;
