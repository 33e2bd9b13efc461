import type { Photo } from '../../../../generated/model';
import { useI18nContext } from '../../../../locales/i18n-react';
import { Button, Modal } from '../../../ui';
import styles from './profile-photos.module.css';

export interface DeletePhotoDialogProps {
  /** The photo asked about; kept while the dialog closes, so its text does not change under it. */
  photo: Photo | undefined;
  alt: string;
  cdnPrefix: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (photo: Photo) => void;
}

/** Deleting cannot be undone: the member sees the photo and says so once more. */
export const DeletePhotoDialog = ({
  photo,
  alt,
  cdnPrefix,
  isOpen,
  onOpenChange,
  onConfirm,
}: DeletePhotoDialogProps) => {
  const { LL } = useI18nContext();
  const t = LL.profilePhotos.deleteConfirm;
  return (
    <Modal isOpen={isOpen && photo !== undefined} onOpenChange={onOpenChange} title={t.title()}>
      {photo !== undefined && (
        <div className={styles.confirm}>
          <img
            className={styles.confirmPhoto}
            src={`${cdnPrefix}${photo.image.thumb_filename}`}
            alt={alt}
            width={96}
            height={128}
          />
          <div className={styles.confirmText}>
            <p>{t.body()}</p>
            {photo.is_main && <p>{t.mainBody()}</p>}
          </div>
        </div>
      )}
      <div className={styles.confirmActions}>
        <Button
          onPress={() => {
            if (photo === undefined) return;
            onOpenChange(false);
            onConfirm(photo);
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
