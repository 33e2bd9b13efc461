import { ImagePlus } from 'lucide-react';
import { Button, FileTrigger } from 'react-aria-components';
import { useI18nContext } from '../../../locales/i18n-react';
import { acceptedPhotoTypes } from '../../domain/photo-file-check';
import styles from './conversation.module.css';

export interface PhotoButtonProps {
  /** Photos are a premium feature (spec §6): a free member hears so instead of a file chooser. */
  premium: boolean;
  onChoose: (files: FileList | null) => void;
  onPremiumOnly: () => void;
}

/** The composer's photo button: the browser's file chooser through react-aria's FileTrigger. */
export const PhotoButton = ({ premium, onChoose, onPremiumOnly }: PhotoButtonProps) => {
  const { LL } = useI18nContext();
  const button = (
    <Button
      className={styles.toolButton}
      aria-label={LL.chat.composer.attachPhoto()}
      {...(premium ? {} : { onPress: onPremiumOnly })}
    >
      <ImagePlus aria-hidden="true" size={20} />
    </Button>
  );
  if (!premium) return button;
  return (
    <FileTrigger acceptedFileTypes={acceptedPhotoTypes} onSelect={onChoose}>
      {button}
    </FileTrigger>
  );
};
