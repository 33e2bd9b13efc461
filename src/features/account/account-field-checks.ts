import type { TranslationFunctions } from '../../../locales/i18n-types';
import { checkEmail, checkPassword, passwordLength } from '../../domain/signup-rules';
import { fieldErrorMessage, type FieldCode } from '../forms';

/**
 * A field's error on the settings screen: the shared codes, plus the answers of the account calls
 * that belong to one field (a wrong password is said at the password, not above the form).
 */
export type AccountFieldCode = FieldCode | 'same_as_current' | 'password_wrong' | 'old_password_wrong';

/**
 * A password typed to prove who you are. Only presence and the contract's upper bound: an older
 * account's password may be shorter than today's minimum, so no minimum is asked here.
 */
export const checkCurrentPassword = (password: string): AccountFieldCode | undefined => {
  if (password === '') return 'required';
  if (password.length > passwordLength.max) return 'too_long';
  return undefined;
};

export const checkNewPassword = (password: string): AccountFieldCode | undefined => checkPassword(password);

export const checkRepeatedPassword = (repeat: string, password: string): AccountFieldCode | undefined => {
  if (repeat === '') return 'required';
  return repeat === password ? undefined : 'passwords_differ';
};

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
