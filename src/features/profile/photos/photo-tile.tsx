import { CircleCheck, CircleX, Clock, Star, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { Photo, PhotoStatus } from '../../../../generated/model';
import { useI18nContext } from '../../../../locales/i18n-react';
import { Button } from '../../../ui';
import { mayBeMain } from './photo-order';
import styles from './profile-photos.module.css';

const statusIcons: Record<PhotoStatus, LucideIcon> = {
  pending: Clock,
  active: CircleCheck,
  rejected: CircleX,
};

export interface PhotoTileProps {
  photo: Photo;
  /** 1-based place in the list, for the alt text. */
  index: number;
  name: string;
  cdnPrefix: string;
  /** The first row is on screen at once; later photos load when scrolled near. */
  eager: boolean;
  /** Another photo action is on its way: one at a time. */
  isDisabled: boolean;
  /** Why the last action on this photo failed, in the member's words. */
  error: string | undefined;
  onSetMain: () => void;
  onDelete: () => void;
}

/**
 * One own photo at 3:4: its review status as only its owner sees it (spec §4 Photo), the main
 * mark, and what may be done with it. The tile itself takes the focus after Set as main, since
 * that button goes away under the press.
 */
export const PhotoTile = ({
  photo,
  index,
  name,
  cdnPrefix,
  eager,
  isDisabled,
  error,
  onSetMain,
  onDelete,
}: PhotoTileProps) => {
  const { LL } = useI18nContext();
  const t = LL.profilePhotos;
  const photoId = useId();
  const StatusIcon = statusIcons[photo.status];
  const explanation =
    photo.status === 'pending'
      ? t.explain.pending()
      : photo.status === 'rejected'
        ? t.explain.rejected()
        : undefined;

  return (
    <li className={styles.tile} data-photo-id={photo.id} tabIndex={-1}>
      <div className={styles.frame} data-status={photo.status}>
        <img
          id={photoId}
          className={styles.photo}
          src={`${cdnPrefix}${photo.image.thumb_filename}`}
          alt={t.photoAlt({ index, name })}
          width={300}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.status} data-status={photo.status}>
          <StatusIcon aria-hidden="true" size={14} />
          {t.status[photo.status]()}
        </span>
        {photo.is_main && (
          <span className={styles.mainMark}>
            <Star aria-hidden="true" size={14} />
            {t.mainPhoto()}
          </span>
        )}
      </div>
      {explanation !== undefined && <p className={styles.explain}>{explanation}</p>}
      {error !== undefined && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.tileActions}>
        {mayBeMain(photo) && (
          <Button variant="outline" isDisabled={isDisabled} aria-describedby={photoId} onPress={onSetMain}>
            {t.setMain()}
          </Button>
        )}
        <Button variant="outline" isDisabled={isDisabled} aria-describedby={photoId} onPress={onDelete}>
          {t.delete()}
        </Button>
      </div>
    </li>
  );
};
