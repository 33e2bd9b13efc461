import { useQueryClient } from '@tanstack/react-query';
import type { Draft } from 'immer';
import { useRef, useState } from 'react';
import { useDeletePhoto, useSetMainPhoto } from '../../../../generated/hooks/members/members';
import type { OwnProfileResult, Photo, PhotoList } from '../../../../generated/model';
import {
  editOwnProfile,
  refreshAfterPhotoChange,
  restoreOwnProfile,
  takePhotoList,
} from './own-profile-cache';
import { makeMain, removePhoto } from './photo-order';

export type PhotoAction = 'setMain' | 'delete';

/** How the last action ended: `error` is set when the server refused it or did not answer. */
export interface PhotoOutcome {
  action: PhotoAction;
  photoId: number;
  error?: unknown;
}

export interface PhotoActionEvents {
  /** The screen shows the change (the pressed button may be gone with it). */
  onApplied: (action: PhotoAction, photo: Photo) => void;
  /** The server answered, or failed to. */
  onSettled: (outcome: PhotoOutcome) => void;
}

/**
 * Set as main and delete (contract setMainPhoto, deletePhoto). Both are optimistic: the cached own
 * profile is edited at once with immer and put back when the server refuses, then read again so
 * the server's state wins either way. One action at a time, so a rollback never undoes another.
 */
export const usePhotoActions = ({ onApplied, onSettled }: PhotoActionEvents) => {
  const queryClient = useQueryClient();
  const setMain = useSetMainPhoto();
  const remove = useDeletePhoto();
  const [outcome, setOutcome] = useState<PhotoOutcome | null>(null);
  // A second press before the first one's render would slip past `isPending`.
  const busy = useRef(false);

  const settle = (settled: PhotoOutcome) => {
    setOutcome(settled);
    onSettled(settled);
  };

  const run = async (
    action: PhotoAction,
    photo: Photo,
    optimistic: (draft: Draft<OwnProfileResult>) => void,
    send: () => Promise<PhotoList>,
  ) => {
    if (busy.current) return;
    busy.current = true;
    setOutcome(null);
    // Deleting the main photo makes another one main (or none): the top bar's photo changes too.
    const mainChanged = action === 'setMain' || photo.is_main;
    let before: OwnProfileResult | undefined;
    try {
      before = await editOwnProfile(queryClient, optimistic);
      onApplied(action, photo);
      const answer = await send();
      await editOwnProfile(queryClient, (draft) => {
        takePhotoList(draft, answer.photos);
      });
      settle({ action, photoId: photo.id });
      refreshAfterPhotoChange(queryClient, mainChanged);
    } catch (error) {
      restoreOwnProfile(queryClient, before);
      settle({ action, photoId: photo.id, error });
      // A refusal can mean the photo changed elsewhere (rejected, deleted in another tab).
      refreshAfterPhotoChange(queryClient, false);
    } finally {
      busy.current = false;
    }
  };

  return {
    outcome,
    pending: setMain.isPending || remove.isPending,
    setMain: (photo: Photo) =>
      run(
        'setMain',
        photo,
        (draft) => {
          makeMain(draft, photo.id);
        },
        () => setMain.mutateAsync({ data: { photo_id: photo.id } }),
      ),
    remove: (photo: Photo) =>
      run(
        'delete',
        photo,
        (draft) => {
          removePhoto(draft, photo.id);
        },
        () => remove.mutateAsync({ data: { photo_id: photo.id } }),
      ),
  };
};
