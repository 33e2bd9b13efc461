import type { TranslationFunctions } from '../../../locales/i18n-types';
import { ApiError, NetworkError } from '../../api';
import type { ErrorPageProps } from './error-view';
import { errorMessage } from './error-message';

/**
 * What the error page says about a failure. Only answers the member can act on keep their words
 * (the contract's error codes, no connection); anything else is a bug, whose raw message and
 * stack mean nothing to a member, so it gets the generic text of spec §8.
 */
export const errorPageProps = (LL: TranslationFunctions, error: unknown): ErrorPageProps => {
  if (error instanceof ApiError) return { status: error.status, message: errorMessage(LL, error) };
  if (error instanceof NetworkError) return { status: 500, message: errorMessage(LL, error) };
  return { status: 500, message: LL.errorPage.generic() };
};
