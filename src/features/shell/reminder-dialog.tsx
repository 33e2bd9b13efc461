import type { ReactNode } from 'react';
import { Modal } from '../../ui';

interface ReminderDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A small closable reminder in a modal; its own chunk, since few pages ever show one. */
const ReminderDialog = ({ title, onClose, children }: ReminderDialogProps) => (
  <Modal
    isOpen
    onOpenChange={(open) => {
      if (!open) onClose();
    }}
    title={title}
    size="sm"
  >
    {children}
  </Modal>
);

export default ReminderDialog;
