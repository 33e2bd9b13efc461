import { checkCurrentPassword, checkEmail } from '../../domain/signup-rules';
import type { FieldCode } from '../forms';

export type LoginField = 'email' | 'password';
export const loginFields: readonly LoginField[] = ['email', 'password'];

/**
 * The login's own checks: a valid address, and a password at all. Its length is not checked
 * against the signup minimum (older accounts may have shorter ones), only the contract's maximum.
 */
export const checkLoginField = (
  name: LoginField,
  values: Record<LoginField, string>,
): FieldCode | undefined =>
  name === 'email' ? checkEmail(values.email) : checkCurrentPassword(values.password);
