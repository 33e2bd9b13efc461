import type { QueryClient } from '@tanstack/react-query';
import { produce, type Draft } from 'immer';
import { getGetOwnProfileQueryKey } from '../../../../generated/hooks/members/members';
import type { OwnProfileResult, Photo } from '../../../../generated/model';
import { currentUserQueryOptions } from '../../../api';

const ownProfileKey = getGetOwnProfileQueryKey();

/**
 * Edits the cached own profile in place, so the screen follows a press at once, and hands back
 * the answer as it was for a rollback. A read still on its way is cancelled first: its older
 * answer would otherwise land on top of the edit.
 */
export const editOwnProfile = async (
  queryClient: QueryClient,
  edit: (draft: Draft<OwnProfileResult>) => void,
): Promise<OwnProfileResult | undefined> => {
  await queryClient.cancelQueries({ queryKey: ownProfileKey });
  const before = queryClient.getQueryData<OwnProfileResult>(ownProfileKey);
  queryClient.setQueryData<OwnProfileResult>(ownProfileKey, (old) =>
    old === undefined ? old : produce(old, edit),
  );
  return before;
};

export const restoreOwnProfile = (queryClient: QueryClient, before: OwnProfileResult | undefined): void => {
  if (before !== undefined) queryClient.setQueryData(ownProfileKey, before);
};

/** The server's list of photos (set-main and delete answer it) replaces the guess, main image too. */
export const takePhotoList = (draft: Draft<OwnProfileResult>, photos: readonly Photo[]): void => {
  draft.photos = [...photos];
  draft.profile.main_image = photos.find((photo) => photo.is_main)?.image ?? null;
};

/**
 * After a change the server has the last word: the own profile is read again (its completion
 * counts the main photo). The member in the top bar carries the main image, so it is read again
 * only when the main photo may have changed.
 */
export const refreshAfterPhotoChange = (queryClient: QueryClient, mainChanged: boolean): void => {
  void queryClient.invalidateQueries({ queryKey: ownProfileKey });
  if (mainChanged) void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
};
