import type { ReactNode } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { Modal, TextLink } from '../../ui';

interface SignupDialogProps {
  inProgress: boolean;
  onClose: () => void;
  children?: ReactNode;
}

/** The signup modal itself; the signup steps come in as children. */
const SignupDialog = ({ inProgress, onClose, children }: SignupDialogProps) => {
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
      {children ?? (
        <>
          <p>{LL.signupEntry.comingSoon()}</p>
          <p>
            {LL.signupEntry.haveAccount()} <TextLink href="/login">{LL.topBar.login()}</TextLink>
          </p>
        </>
      )}
    </Modal>
  );
};

export default SignupDialog;
