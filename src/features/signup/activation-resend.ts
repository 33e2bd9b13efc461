import { useResendActivationMail } from '../../../generated/hooks/account/account';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import { isApiError } from '../../api';
import { errorMessage } from '../errors';

const secondsPerMinute = 60;

/** Why a new activation mail was not sent; a rate limit says how long to wait, in whole minutes. */
export const resendFailureMessage = (LL: TranslationFunctions, error: unknown): string => {
  const retryAfter = isApiError(error, 'rate_limited') ? error.details.retryAfter : undefined;
  if (retryAfter === undefined) return errorMessage(LL, error);
  return LL.activation.resendWait({ minutes: Math.max(1, Math.ceil(retryAfter / secondsPerMinute)) });
};

export type ResendOutcome =
  { kind: 'none' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** Sends the activation mail again (spec §2 confirm e-mail step, §4) and says how that went. */
export const useActivationResend = (LL: TranslationFunctions) => {
  const mutation = useResendActivationMail();
  const outcome: ResendOutcome = mutation.isPending
    ? { kind: 'sending' }
    : mutation.isSuccess
      ? { kind: 'sent' }
      : mutation.isError
        ? { kind: 'failed', message: resendFailureMessage(LL, mutation.error) }
        : { kind: 'none' };
  return {
    send: () => {
      // A second press while the first is on its way would only ask the server twice.
      if (!mutation.isPending) mutation.mutate();
    },
    outcome,
  };
};
