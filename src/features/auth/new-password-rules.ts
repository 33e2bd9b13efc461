import { checkPassword, checkPasswordRepeat } from '../../domain/signup-rules';
import type { FieldErrors } from '../forms';

export type NewPasswordField = 'password' | 'password_confirmation';
export const newPasswordFields: readonly NewPasswordField[] = ['password', 'password_confirmation'];

/** Spec §5: the new password follows the signup's length rule and both entries must match. */
export const newPasswordRules = (
  values: Record<NewPasswordField, string>,
): FieldErrors<NewPasswordField> => ({
  password: checkPassword(values.password),
  password_confirmation: checkPasswordRepeat(values.password_confirmation, values.password),
});
