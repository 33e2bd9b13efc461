import { useI18nContext } from '../../../locales/i18n-react';
import { Modal } from '../../ui';
import { SignupFlow } from '../signup';

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
        if (!open) onClose();
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
