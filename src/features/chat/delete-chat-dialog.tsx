import { useI18nContext } from '../../../locales/i18n-react';
import { Button, Modal } from '../../ui';
import type { DeletableChat } from './use-delete-chat';
import styles from './chats.module.css';

export interface DeleteChatDialogProps {
  /** The chat the member asked to delete; none while the dialog is closed. */
  chat: DeletableChat | undefined;
  onCancel: () => void;
  onConfirm: (chat: DeletableChat) => void;
}

/** A deleted conversation is gone from the member's messages: they say so once more first. */
export const DeleteChatDialog = ({ chat, onCancel, onConfirm }: DeleteChatDialogProps) => {
  const { LL } = useI18nContext();
  const t = LL.chat.list;
  if (chat === undefined) return null;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t.deleteTitle()}
    >
      <p>{t.deleteBody({ name: chat.profile.name })}</p>
      <div className={styles.dialogActions}>
        <Button
          onPress={() => {
            onConfirm(chat);
          }}
        >
          {t.deleteConfirm()}
        </Button>
        <Button variant="outline" onPress={onCancel}>
          {t.deleteCancel()}
        </Button>
      </div>
    </Modal>
  );
};
