import { Button as AriaButton } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { Button, Modal } from '../../ui';
import styles from './new-like-modal.module.css';

interface NewLikeDialogProps {
  imageUrl: string;
  profileId: number;
  onClose: () => void;
}

/** Spec §4: the photo opens the profile, the button starts a conversation, any close ends it. */
const NewLikeDialog = ({ imageUrl, profileId, onClose }: NewLikeDialogProps) => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={LL.newLike.title()}
      size="sm"
    >
      <div className={styles.body}>
        <AriaButton
          className={styles.photo}
          onPress={() => {
            go(`/members/${profileId}`);
          }}
        >
          <img src={imageUrl} alt={LL.newLike.photoLabel()} width={240} height={240} />
        </AriaButton>
        <p>{LL.newLike.text()}</p>
        <Button
          onPress={() => {
            go(`/members/${profileId}/chat`);
          }}
        >
          {LL.newLike.startChat()}
        </Button>
      </div>
    </Modal>
  );
};

export default NewLikeDialog;
