import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { completeMailChange } from '../../../generated/hooks/account/account';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError, startSession } from '../../api';
import { errorMessage } from '../errors';

export type MailChangeCompletion =
  | { kind: 'pending' }
  | { kind: 'done'; email: string }
  /** Unknown, used or expired link (or no token at all): a new change must be asked for. */
  | { kind: 'invalid' }
  /** Someone took the address between the request and the click. */
  | { kind: 'taken' }
  /** No answer or a server failure: the link is still good, so it may be tried again. */
  | { kind: 'failed'; message: string };

/**
 * Uses the e-mailed link once when the screen opens (spec §2 mail-change-do). The token is spent
 * by the first call, so the call is made once per token even when effects run twice.
 */
export const useMailChangeCompletion = (token: string | null) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const hasToken = token !== null && token !== '';
  const [completion, setCompletion] = useState<MailChangeCompletion>(
    hasToken ? { kind: 'pending' } : { kind: 'invalid' },
  );
  const sentFor = useRef<string | null>(null);

  const send = (value: string) => {
    completeMailChange({ token: value }).then(
      ({ user }) => {
        startSession(queryClient, user);
        setCompletion({ kind: 'done', email: user.email });
      },
      (error: unknown) => {
        if (isApiError(error, 'mail_change_link_invalid') || isApiError(error, 'validation')) {
          setCompletion({ kind: 'invalid' });
        } else if (isApiError(error, 'email_taken')) setCompletion({ kind: 'taken' });
        else setCompletion({ kind: 'failed', message: errorMessage(LL, error) });
      },
    );
  };

  useEffect(() => {
    if (!hasToken || sentFor.current === token) return;
    sentFor.current = token;
    send(token);
  }, [hasToken, token]);

  const retry = () => {
    if (!hasToken) return;
    setCompletion({ kind: 'pending' });
    send(token);
  };

  return { completion, retry };
};
