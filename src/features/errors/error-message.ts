import type { ErrorCode } from '../../../generated/model';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import { ApiError, NetworkError } from '../../api';

type ParameterlessCode = Exclude<ErrorCode, 'login_blocked' | 'blocked_by_member'>;

const isContractCode = (code: ApiError['code']): code is ErrorCode => !code.startsWith('http_');

/** Default block length when a login_blocked answer lacks its minutes (it never should). */
const fallbackBlockMinutes = 15;

/**
 * The member-facing message for any failed call, in the member's language: each contract error
 * code has its catalogue text; no answer at all is "no connection"; anything else is generic.
 */
export const errorMessage = (LL: TranslationFunctions, error: unknown): string => {
  if (error instanceof NetworkError) return LL.apiErrors.network();
  if (!(error instanceof ApiError) || !isContractCode(error.code)) return LL.apiErrors.unknown();
  switch (error.code) {
    case 'login_blocked':
      return LL.apiErrors.login_blocked({ minutes: error.details.minutes ?? fallbackBlockMinutes });
    case 'blocked_by_member':
      return LL.apiErrors.blocked_by_member({ name: error.details.name ?? '' });
    default:
      return LL.apiErrors[error.code satisfies ParameterlessCode]();
  }
};
