import { ImagePlus } from 'lucide-react';
import { Button, FileTrigger } from 'react-aria-components';
import { useI18nContext } from '../../../locales/i18n-react';
import type { User } from '../../../generated/model';
import { photoCharge } from '../../domain/messaging-rules';
import { acceptedPhotoTypes } from '../../domain/photo-file-check';
import styles from './conversation.module.css';

export interface PhotoButtonProps {
  /** Photos are a premium feature (spec §6): a free member hears so instead of a file chooser. */
  user: User;
  /** The site's `photo_credits`. */
  photoCredits: number;
  onChoose: (files: FileList | null) => void;
  onPremiumOnly: () => void;
}

/** The composer's photo button: the browser's file chooser through react-aria's FileTrigger. */
export const PhotoButton = ({ user, photoCredits, onChoose, onPremiumOnly }: PhotoButtonProps) => {
  const { LL } = useI18nContext();
  // The rule as the server applies it (src/domain): only a free member is refused as premium-only;
  // a premium member short of credits chooses a photo and hears about the credits on sending.
  const charge = photoCharge(
    { paidUser: user.paid_user, credits: user.credits, freeMessagesLeft: user.free_messages_left },
    photoCredits,
  );
  const premium = charge.allowed || charge.reason !== 'premium_only';
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
