import { useQueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { useEffect, useState } from 'react';
import { sendPhotoMessage } from '../../../generated/hooks/chat/chat';
import type { User } from '../../../generated/model';
import { currentUserQueryOptions } from '../../api';
import { checkPhotoFile } from '../../domain/photo-file-check';
import type { PhotoFileProblem } from '../../domain/photo-rules';
import { putNewest } from './use-messages';

export type PhotoSending =
  | { phase: 'idle' }
  /** Chosen, waiting for the member to confirm what it costs. */
  | { phase: 'chosen'; file: File; preview: string }
  | { phase: 'sending'; file: File; preview: string }
  | { phase: 'failed'; file: File; preview: string; error: unknown }
  /** The file is not a photo the site takes (checked as the server checks it). */
  | { phase: 'refused'; problem: PhotoFileProblem };

/**
 * A photo message (spec §2 chat: photos, §3 `photo_credits`; issue 15 item 3): chosen, checked
 * as the server checks it, shown with its price, sent on the member's word — once (src/api gives
 * the upload an Idempotency-Key kept across its retries). Accepted, it joins the history and the
 * balance takes the server's figure; refused, it stays chosen with the reason.
 */
export const useSendPhoto = (conversation: number) => {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<PhotoSending>({ phase: 'idle' });
  const preview = 'preview' in sending ? sending.preview : undefined;

  // The preview's object URL lives as long as the chosen file.
  useEffect(
    () => () => {
      if (preview !== undefined) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (file === undefined) return;
    const problem = await checkPhotoFile(file);
    if (problem !== undefined) {
      setSending({ phase: 'refused', problem });
      return;
    }
    setSending({ phase: 'chosen', file, preview: URL.createObjectURL(file) });
  };

  const send = async () => {
    if (sending.phase !== 'chosen' && sending.phase !== 'failed') return;
    const { file, preview: shown } = sending;
    setSending({ phase: 'sending', file, preview: shown });
    try {
      const answer = await sendPhotoMessage({ conversation, file });
      putNewest(queryClient, conversation, [answer.message]);
      queryClient.setQueryData<User | null>(currentUserQueryOptions().queryKey, (user) =>
        user === undefined || user === null
          ? user
          : produce(user, (draft) => {
              draft.credits = answer.credits;
            }),
      );
      setSending({ phase: 'idle' });
    } catch (error) {
      setSending({ phase: 'failed', file, preview: shown, error });
    }
  };

  return {
    sending,
    choose: (files: FileList | null) => {
      void choose(files);
    },
    send: () => {
      void send();
    },
    cancel: () => {
      setSending({ phase: 'idle' });
    },
  };
};
