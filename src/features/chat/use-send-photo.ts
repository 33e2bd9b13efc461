import { useQueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { useEffect, useRef, useState } from 'react';
import { sendPhotoMessage } from '../../../generated/hooks/chat/chat';
import type { User } from '../../../generated/model';
import { currentUserQueryOptions, needsNewIdempotencyKey } from '../../api';
import { checkPhotoFile } from '../../domain/photo-file-check';
import type { PhotoFileProblem } from '../../domain/photo-rules';
import { putNewest } from './use-messages';

export type PhotoSending =
  | { phase: 'idle' }
  /** Chosen, waiting for the member to confirm what it costs. */
  | { phase: 'chosen'; file: File; preview: string; key: string }
  | { phase: 'sending'; file: File; preview: string; key: string }
  | { phase: 'failed'; file: File; preview: string; key: string; error: unknown }
  /** The file is not a photo the site takes (checked as the server checks it). */
  | { phase: 'refused'; problem: PhotoFileProblem };

/**
 * A photo message (spec §2 chat: photos, §3 `photo_credits`; issue 15 item 3): chosen, checked
 * as the server checks it, shown with its price, sent on the member's word — once: the photo keeps
 * its Idempotency-Key across the member's retries until the server has answered (decision 021's
 * rule), so a retry after a lost answer is answered, never stored or charged twice. Accepted, it joins the history and the
 * balance takes the server's figure; refused, it stays chosen with the reason.
 */
export const useSendPhoto = (conversation: number) => {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<PhotoSending>({ phase: 'idle' });
  const preview = 'preview' in sending ? sending.preview : undefined;
  // A file checked after the screen went: no preview is made for it (its URL would never be freed).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

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
    if (!mounted.current) return;
    if (problem !== undefined) {
      setSending({ phase: 'refused', problem });
      return;
    }
    setSending({ phase: 'chosen', file, preview: URL.createObjectURL(file), key: crypto.randomUUID() });
  };

  const send = async () => {
    if (sending.phase !== 'chosen' && sending.phase !== 'failed') return;
    const { file, preview: shown, key } = sending;
    setSending({ phase: 'sending', file, preview: shown, key });
    try {
      const answer = await sendPhotoMessage({ conversation, file }, { headers: { 'Idempotency-Key': key } });
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
      // An answered refusal is kept for its key: the next attempt needs a key of its own.
      const answered = needsNewIdempotencyKey(error);
      setSending({ phase: 'failed', file, preview: shown, key: answered ? crypto.randomUUID() : key, error });
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
