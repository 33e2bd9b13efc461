import { useI18nContext } from '../../../../locales/i18n-react';
import { Button, ButtonLink, Modal } from '../../../ui';
import { useSignupEntry } from '../../signup-entry';
import styles from './member-view.module.css';

export interface VisitorPromptProps {
  /** The spec's message for what the visitor tried (spec §6), also the dialog's name. */
  message: string | null;
  loginHref: string;
  onClose: () => void;
}

/**
 * A visitor pressed like, message or gift: the spec's message word for word, and the two ways on —
 * log in (and come back to this profile) or sign up.
 */
export const VisitorPrompt = ({ message, loginHref, onClose }: VisitorPromptProps) => {
  const { LL } = useI18nContext();
  const { openSignup } = useSignupEntry();
  return (
    <Modal
      isOpen={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={message ?? ''}
    >
      <div className={styles.promptActions}>
        <ButtonLink href={loginHref}>{LL.memberView.visitor.login()}</ButtonLink>
        <Button
          variant="outline"
          onPress={() => {
            onClose();
            openSignup();
          }}
        >
          {LL.memberView.visitor.signup()}
        </Button>
      </div>
    </Modal>
  );
};
