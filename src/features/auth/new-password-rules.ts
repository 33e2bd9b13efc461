import { checkPassword, checkPasswordRepeat } from '../../domain/signup-rules';
import type { FieldCode } from '../forms';

export type NewPasswordField = 'password' | 'password_confirmation';
export const newPasswordFields: readonly NewPasswordField[] = ['password', 'password_confirmation'];

/** Spec §5: the new password follows the signup's length rule and both entries must match. */
export const checkNewPasswordField = (
  name: NewPasswordField,
  values: Record<NewPasswordField, string>,
): FieldCode | undefined =>
  name === 'password'
    ? checkPassword(values.password)
    : checkPasswordRepeat(values.password_confirmation, values.password);
