import type { Draft } from 'immer';
import type { OwnProfileResult, Photo } from '../../../../generated/model';

/**
 * The optimistic edits mirror the contract's rules, so what the member sees at once is what the
 * server will answer: photos are listed main first, then newest first; only an active photo can be
 * main; a new upload is pending and never main yet.
 */

export const mayBeMain = (photo: Photo): boolean => photo.status === 'active' && !photo.is_main;

export const makeMain = (draft: Draft<OwnProfileResult>, photoId: number): void => {
  const at = draft.photos.findIndex((photo) => photo.id === photoId);
  if (at < 0) return;
  for (const photo of draft.photos) photo.is_main = photo.id === photoId;
  const [chosen] = draft.photos.splice(at, 1);
  if (chosen === undefined) return;
  draft.photos.unshift(chosen);
  draft.profile.main_image = chosen.image;
};

/** When the main photo goes, the newest remaining active photo becomes main (contract deletePhoto). */
export const removePhoto = (draft: Draft<OwnProfileResult>, photoId: number): void => {
  const removed = draft.photos.find((photo) => photo.id === photoId);
  if (removed === undefined) return;
  draft.photos = draft.photos.filter((photo) => photo.id !== photoId);
  if (!removed.is_main) return;
  // The rest is already newest first, so the first active one is the newest.
  const next = draft.photos.find((photo) => photo.status === 'active');
  draft.profile.main_image = next?.image ?? null;
  if (next === undefined) return;
  next.is_main = true;
  draft.photos = [next, ...draft.photos.filter((photo) => photo !== next)];
};

/** A new upload is the newest photo: right after the main photo, or first when there is none. */
export const addUpload = (draft: Draft<OwnProfileResult>, photo: Photo): void => {
  if (draft.photos.some((existing) => existing.id === photo.id)) return;
  const hasMain = draft.photos[0]?.is_main === true;
  draft.photos.splice(hasMain ? 1 : 0, 0, photo);
};
