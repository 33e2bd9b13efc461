import type { TranslationFunctions } from '../../../locales/i18n-types';
import {
  checkCurrentPassword,
  checkEmail,
  checkPassword,
  checkPasswordRepeat,
} from '../../domain/signup-rules';
import { fieldErrorMessage, type FieldCode } from '../forms';

/**
 * A field's error on the settings screen: the shared codes, plus the answers of the account calls
 * that belong to one field (a wrong password is said at the password, not above the form).
 */
export type AccountFieldCode = FieldCode | 'same_as_current' | 'password_wrong' | 'old_password_wrong';

// The password rules are the domain's (shared with login and password reset), under this form's names.
export { checkCurrentPassword };
export const checkNewPassword = checkPassword;
export const checkRepeatedPassword = checkPasswordRepeat;

export const checkNewEmail = (email: string, currentEmail: string): AccountFieldCode | undefined => {
  const problem = checkEmail(email);
  if (problem !== undefined) return problem;
  return email.trim().toLowerCase() === currentEmail.toLowerCase() ? 'same_as_current' : undefined;
};

/**
 * The text of an account field error. The only address typed on these forms is a new one, so an
 * invalid address gets the spec's own words for it ("New email adress is invalid", typo kept).
 */
export const accountFieldMessage = (
  LL: TranslationFunctions,
  code: AccountFieldCode,
  limits: { min?: number; max?: number } = {},
): string => {
  switch (code) {
    case 'invalid_email':
      return LL.form.newEmailInvalid();
    case 'same_as_current':
      return LL.account.mailChange.sameAsCurrent();
    case 'password_wrong':
      return LL.apiErrors.password_wrong();
    case 'old_password_wrong':
      return LL.apiErrors.old_password_wrong();
    default:
      return fieldErrorMessage(LL, code, limits);
  }
};
