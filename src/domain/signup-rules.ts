import { minimumAge } from './limits';

/**
 * Spec §5 rules for the signup form, checked in the app (on blur and submit) and again by the
 * simulated backend. Each returns the contract's field error code, or undefined when valid.
 */
export type SignupFieldError =
  | 'required'
  | 'too_short'
  | 'too_long'
  | 'invalid_email'
  | 'invalid_date'
  | 'too_young'
  | 'username_equals_email'
  | 'username_starts_with_at';

export const usernameLength = { min: 3, max: 40 } as const;
export const passwordLength = { min: 8, max: 128 } as const;
export const emailMaxLength = 254;
export const signupMessageMaxLength = 500;

// Pragmatic address check: one @, a dot in the domain, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const checkEmail = (email: string): SignupFieldError | undefined => {
  const value = email.trim();
  if (value === '') return 'required';
  if (value.length > emailMaxLength || !emailPattern.test(value)) return 'invalid_email';
  return undefined;
};

/** Characters as a reader counts them (an emoji with modifiers is one). */
const characterCount = (text: string): number => [...new Intl.Segmenter().segment(text)].length;

export const checkUsername = (name: string, email: string): SignupFieldError | undefined => {
  const value = name.trim();
  if (value === '') return 'required';
  if (value.startsWith('@')) return 'username_starts_with_at';
  if (value.toLowerCase() === email.trim().toLowerCase()) return 'username_equals_email';
  const length = characterCount(value);
  if (length < usernameLength.min) return 'too_short';
  if (length > usernameLength.max) return 'too_long';
  return undefined;
};

export const checkPassword = (password: string): SignupFieldError | undefined => {
  if (password === '') return 'required';
  if (password.length < passwordLength.min) return 'too_short';
  if (password.length > passwordLength.max) return 'too_long';
  return undefined;
};

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Age in whole years on the day `nowMs` falls on (UTC). */
export const ageOn = (dateOfBirth: string, nowMs: number): number => {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const now = new Date(nowMs);
  const hadBirthday =
    now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
};

export const checkDateOfBirth = (dateOfBirth: string, nowMs: number): SignupFieldError | undefined => {
  const match = datePattern.exec(dateOfBirth.trim());
  if (dateOfBirth.trim() === '') return 'required';
  if (match === null) return 'invalid_date';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || date.getTime() > nowMs || year < 1900) return 'invalid_date';
  if (ageOn(dateOfBirth.trim(), nowMs) < minimumAge) return 'too_young';
  return undefined;
};

/**
 * A password typed to prove who you are (login, e-mail change, deletion). Only presence and the
 * contract's upper bound: an older account's password may be shorter than today's minimum.
 */
export const checkCurrentPassword = (password: string): SignupFieldError | undefined => {
  if (password === '') return 'required';
  if (password.length > passwordLength.max) return 'too_long';
  return undefined;
};

/** Spec §5: the second entry of a new password must equal the first. */
export const checkPasswordRepeat = (
  repeat: string,
  password: string,
): SignupFieldError | 'passwords_differ' | undefined => {
  if (repeat === '') return 'required';
  return repeat === password ? undefined : 'passwords_differ';
};
