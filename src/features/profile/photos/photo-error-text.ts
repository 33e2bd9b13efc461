import type { TranslationFunctions } from '../../../../locales/i18n-types';
import { isApiError } from '../../../api';
import { errorMessage } from '../../errors';
import { fieldErrorMessage, serverFieldErrors } from '../../forms';

/**
 * The member's words for each refusal of the three photo operations (contract uploadPhoto,
 * setMainPhoto, deletePhoto); any other failure (no connection, server error, logged out) gets the
 * app's message for its code.
 */

export const uploadErrorText = (LL: TranslationFunctions, error: unknown): string => {
  // 400 validation names the file: too large, or not a JPEG, PNG or WebP image.
  const { file } = serverFieldErrors(error, ['file'] as const);
  return file === undefined ? errorMessage(LL, error) : fieldErrorMessage(LL, file);
};

export const setMainErrorText = (LL: TranslationFunctions, error: unknown): string => {
  // The only field is the photo, refused because it is not active (pending, or rejected meanwhile).
  if (isApiError(error, 'validation')) return LL.profilePhotos.failed.notAllowedMain();
  if (isApiError(error, 'not_found')) return LL.profilePhotos.failed.gone();
  return errorMessage(LL, error);
};

export const deleteErrorText = (LL: TranslationFunctions, error: unknown): string =>
  isApiError(error, 'not_found') ? LL.profilePhotos.failed.gone() : errorMessage(LL, error);
