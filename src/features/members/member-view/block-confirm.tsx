import { useI18nContext } from '../../../../locales/i18n-react';
import { Button, Modal } from '../../../ui';
import styles from './member-view.module.css';

export interface BlockConfirmProps {
  name: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Blocking hides two people from each other: the member says so once more before it happens. */
export const BlockConfirm = ({ name, isOpen, onOpenChange, onConfirm }: BlockConfirmProps) => {
  const { LL } = useI18nContext();
  const t = LL.memberView.blockConfirm;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t.title({ name })}>
      <p>{t.body({ name })}</p>
      <div className={styles.promptActions}>
        <Button
          onPress={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          {t.confirm()}
        </Button>
        <Button
          variant="outline"
          onPress={() => {
            onOpenChange(false);
          }}
        >
          {t.cancel()}
        </Button>
      </div>
    </Modal>
  );
};
