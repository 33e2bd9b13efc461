import { useI18nContext } from '../../../locales/i18n-react';
import { Modal } from '../../ui';
import { signupClosed, SignupFlow } from '../signup';

interface SignupDialogProps {
  inProgress: boolean;
  onClose: () => void;
}

/** The signup modal itself, holding the signup flow (its own lazy chunk, with this dialog). */
const SignupDialog = ({ inProgress, onClose }: SignupDialogProps) => {
  const { LL } = useI18nContext();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (open) return;
        // The member closed it (close button, or backdrop/Escape before the account exists).
        signupClosed();
        onClose();
      }}
      title={LL.signupEntry.title()}
      isDismissable={!inProgress}
      isKeyboardDismissDisabled={inProgress}
    >
      <SignupFlow onLeave={onClose} />
    </Modal>
  );
};

export default SignupDialog;
