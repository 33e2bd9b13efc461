import { ImagePlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { OwnProfile, Photo, PhotoLimit } from '../../../../generated/model';
import { useI18nContext } from '../../../../locales/i18n-react';
import { useSiteSettings } from '../../../api';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { deleteErrorText, setMainErrorText } from './photo-error-text';
import { PhotoTile } from './photo-tile';
import { PhotoUpload } from './photo-upload';
import { usePhotoActions, type PhotoAction } from './use-photo-actions';
import { usePhotoUpload } from './use-photo-upload';
import styles from './profile-photos.module.css';

export interface ProfilePhotosProps {
  profile: OwnProfile;
  /** The own profile's photos (getOwnProfile), main first, then newest first. */
  photos: readonly Photo[];
  photoLimit: PhotoLimit;
  paidUser: boolean;
}

/** Photos a phone shows at once (two rows of two); the rest load when scrolled near. */
const eagerPhotos = 4;

/** Where the focus goes once the pressed button is gone (see `onApplied`). */
type FocusRequest = { to: 'count' } | { to: 'tile'; photoId: number };

/**
 * The photos part of /profile (spec §1, §4 Photo, §9): the member's photos with their review
 * status, the main photo, set as main and delete, upload with Browse, and the limit (3 free, 25
 * premium) in sight before the server would refuse. It sits under the page's "Photos" heading and
 * takes its data from the page's own-profile query; its changes edit that query's cache.
 */
export const ProfilePhotos = ({ profile, photos, photoLimit, paidUser }: ProfilePhotosProps) => {
  const { LL } = useI18nContext();
  const t = LL.profilePhotos;
  const cdnPrefix = useSiteSettings().data?.settings.cdn_prefix ?? '';
  const [done, setDone] = useState<string>();
  const [focusRequest, setFocusRequest] = useState<FocusRequest>();
  const [deleting, setDeleting] = useState<{ photo: Photo; index: number }>();
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const count = useRef<HTMLParagraphElement>(null);
  const grid = useRef<HTMLUListElement>(null);

  const doneText: Record<PhotoAction, () => string> = {
    setMain: () => t.done.mainSet(),
    delete: () => t.done.deleted(),
  };
  const actions = usePhotoActions({
    // The pressed button goes with the change (a main photo has no Set as main, a deleted photo no
    // tile): the focus moves to the new main photo's tile, or to the count after a delete.
    onApplied: (action, photo) => {
      setDone(undefined);
      setFocusRequest(action === 'delete' ? { to: 'count' } : { to: 'tile', photoId: photo.id });
    },
    onSettled: (outcome) => {
      setDone(outcome.error === undefined ? doneText[outcome.action]() : undefined);
    },
  });
  const upload = usePhotoUpload({
    onAdded: () => {
      setDone(t.done.added());
    },
  });

  useEffect(() => {
    if (focusRequest === undefined) return;
    const target =
      focusRequest.to === 'count'
        ? count.current
        : grid.current?.querySelector<HTMLElement>(`[data-photo-id="${String(focusRequest.photoId)}"]`);
    target?.focus();
  }, [focusRequest]);

  const { outcome } = actions;
  const failure =
    outcome?.error === undefined
      ? undefined
      : {
          photoId: outcome.photoId,
          text:
            outcome.action === 'setMain'
              ? setMainErrorText(LL, outcome.error)
              : deleteErrorText(LL, outcome.error),
        };
  // A failure shows on its photo; when the photo is gone, above the list.
  const failureOnTile = failure !== undefined && photos.some((photo) => photo.id === failure.photoId);
  const used = photos.length;

  return (
    <div className={styles.photos}>
      <div className={styles.summary}>
        <p ref={count} tabIndex={-1} className={styles.count}>
          {t.count({ used, limit: photoLimit })}
        </p>
        <p className={styles.note}>{t.reviewNote()}</p>
        <p role="status" className={styles.done}>
          {done}
        </p>
      </div>
      {failure !== undefined && !failureOnTile && (
        <p role="alert" className={styles.error}>
          {failure.text}
        </p>
      )}
      {used === 0 ? (
        <p className={styles.empty}>
          <ImagePlus aria-hidden="true" size={32} />
          {t.empty()}
        </p>
      ) : (
        <ul ref={grid} className={styles.grid}>
          {photos.map((photo, at) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={at + 1}
              name={profile.name}
              cdnPrefix={cdnPrefix}
              eager={at < eagerPhotos}
              isDisabled={actions.pending}
              error={failure?.photoId === photo.id ? failure.text : undefined}
              onSetMain={() => void actions.setMain(photo)}
              onDelete={() => {
                setDeleting({ photo, index: at + 1 });
                setDeleteOpen(true);
              }}
            />
          ))}
        </ul>
      )}
      <PhotoUpload upload={upload} limitReached={used >= photoLimit} limit={photoLimit} paidUser={paidUser} />
      <DeletePhotoDialog
        photo={deleting?.photo}
        alt={t.photoAlt({ index: deleting?.index ?? 1, name: profile.name })}
        cdnPrefix={cdnPrefix}
        isOpen={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        onConfirm={(photo) => void actions.remove(photo)}
      />
    </div>
  );
};
