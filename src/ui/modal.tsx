import type { ReactNode } from 'react';
import { Modal as AriaModal, Button, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { useI18nContext } from '../../locales/i18n-react';
import styles from './modal.module.css';
import type { ModalSize } from './tokens';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The visible heading, which is also the dialog's accessible name. */
  title: string;
  /** Width from the tokens (300/500/800/1140 px), never wider than the screen. */
  size?: ModalSize;
  /** A click on the backdrop closes the modal. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** The × in the header. */
  showCloseButton?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** A controlled modal dialog: focus is trapped inside and returns to the trigger on close. */
export const Modal = ({
  isOpen,
  onOpenChange,
  title,
  size = 'default',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  showCloseButton = true,
  footer,
  children,
}: ModalProps) => {
  const { LL } = useI18nContext();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <AriaModal className={size === 'default' ? styles.modal : `${styles.modal} ${styles[size]}`}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {showCloseButton && (
              <Button
                className={styles.close}
                aria-label={LL.ui.close()}
                onPress={() => {
                  onOpenChange(false);
                }}
              >
                <span aria-hidden="true">×</span>
              </Button>
            )}
          </div>
          <div className={styles.body}>{children}</div>
          {footer !== undefined && <div className={styles.footer}>{footer}</div>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
};
