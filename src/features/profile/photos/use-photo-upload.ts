import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useUploadPhoto } from '../../../../generated/hooks/members/members';
import { isApiError } from '../../../api';
import { checkPhotoFile } from '../../../domain/photo-file-check';
import type { PhotoFileProblem } from '../../../domain/photo-rules';
import { useStoppableRequest } from '../../forms';
import { editOwnProfile, refreshAfterPhotoChange } from './own-profile-cache';
import { addUpload } from './photo-order';

/**
 * Where the chosen file is. The file stays through `refused` and `failed`, so the member sees
 * what they chose and can send it again; `failed` without an error is an upload they stopped.
 */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'checking'; file: File }
  | { phase: 'refused'; file: File; problem: PhotoFileProblem }
  | { phase: 'sending'; file: File }
  | { phase: 'failed'; file: File; error: unknown };

/**
 * Choosing a photo checks it on the device first (the server's own rules, src/domain), then sends
 * it at once. The upload carries an Idempotency-Key (src/api adds it), so a retry after a lost
 * answer never stores the photo twice. The new photo joins the cached list as pending review.
 */
export const usePhotoUpload = ({ onAdded }: { onAdded: () => void }) => {
  const queryClient = useQueryClient();
  const stoppable = useStoppableRequest();
  const upload = useUploadPhoto({ request: stoppable.request });
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  // Only the newest choice may report back: an older, slower check or upload must not overwrite it.
  const newest = useRef<File>(undefined);

  const send = async (file: File) => {
    newest.current = file;
    setState({ phase: 'sending', file });
    try {
      const { photo } = await upload.mutateAsync({ data: { file } });
      await editOwnProfile(queryClient, (draft) => {
        addUpload(draft, photo);
      });
      refreshAfterPhotoChange(queryClient, false);
      if (newest.current !== file) return;
      newest.current = undefined;
      setState({ phase: 'idle' });
      onAdded();
    } catch (error) {
      // At the limit the server knows more photos than this screen: read them again.
      if (isApiError(error, 'photo_limit')) refreshAfterPhotoChange(queryClient, false);
      if (newest.current !== file) return;
      setState({ phase: 'failed', file, error: stoppable.isStop(error) ? undefined : error });
    }
  };

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    // Closing the browser's chooser without a file keeps whatever was chosen before.
    if (file === undefined || state.phase === 'sending') return;
    newest.current = file;
    setState({ phase: 'checking', file });
    void checkPhotoFile(file).then((problem) => {
      if (newest.current !== file) return;
      if (problem === undefined) void send(file);
      else setState({ phase: 'refused', file, problem });
    });
  };

  return {
    state,
    choose,
    retry: () => {
      if (state.phase === 'failed') void send(state.file);
    },
    discard: () => {
      newest.current = undefined;
      setState({ phase: 'idle' });
    },
    stop: stoppable.stop,
  };
};
