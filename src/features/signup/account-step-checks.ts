import type { TranslationFunctions } from '../../../locales/i18n-types';
import { checkInviteCode, inviteCodeLength } from '../../domain/account-rules';
import { minimumAge } from '../../domain/limits';
import {
  checkDateOfBirth,
  checkEmail,
  checkPassword,
  checkUsername,
  passwordLength,
  signupMessageMaxLength,
  usernameLength,
} from '../../domain/signup-rules';
import { contractLength } from '../../domain/text-length';
import {
  fieldErrorMessage,
  serverFieldErrors,
  type FieldCode,
  type FieldErrors,
  type FieldLimits,
} from '../forms';
import type { SignupDraft } from './signup-progress';

/** The fields of step 0, each with one error at a time. */
export type AccountField = 'email' | 'name' | 'password' | 'dateOfBirth' | 'signupMessage' | 'inviteCode';

export type AccountFieldErrors = FieldErrors<AccountField>;

/** The signup request's names of the same fields, for the server's `error.fields`. */
export const serverFieldNames = {
  email: 'email',
  name: 'name',
  password: 'password',
  dateOfBirth: 'date_of_birth',
  signupMessage: 'signup_message',
  inviteCode: 'invite_code',
} as const satisfies Record<AccountField, string>;

export interface AccountValues {
  draft: SignupDraft;
  password: string;
  /** The site's signups are invite-only, so the invite code is asked for. */
  inviteOnly: boolean;
}

const twoDigits = /^\d{1,2}$/;

/**
 * The date of birth as the signup sends it (YYYY-MM-DD) from its three fields, or '' when all are
 * empty. Whatever is not a number is passed on as typed, so the shared rule calls it invalid.
 */
export const dateOfBirthOf = ({ birthDay, birthMonth, birthYear }: SignupDraft): string => {
  const day = birthDay.trim();
  const year = birthYear.trim();
  if (day === '' && birthMonth === '' && year === '') return '';
  return `${year}-${birthMonth}-${twoDigits.test(day) ? day.padStart(2, '0') : day}`;
};

/**
 * Length as the contract counts it, of the text the signup sends (surrounding spaces do not
 * count). Code points on purpose, not what a reader sees as one character: JSON Schema's
 * maxLength, which the server applies, counts an emoji with a skin tone as two.
 */
export const signupMessageLength = (message: string): number => contractLength(message.trim());

/** Spec §3: the signup message may be empty, and holds at most 500 characters. */
const checkSignupMessage = (message: string): FieldCode | undefined =>
  signupMessageLength(message) > signupMessageMaxLength ? 'too_long' : undefined;

/** One field's error under the shared rules of spec §5, or undefined when it is fine. */
export const checkAccountField = (
  field: AccountField,
  { draft, password, inviteOnly }: AccountValues,
  nowMs: number,
): FieldCode | undefined => {
  switch (field) {
    case 'email':
      return checkEmail(draft.email);
    case 'name':
      return checkUsername(draft.name, draft.email);
    case 'password':
      return checkPassword(password);
    case 'dateOfBirth':
      return checkDateOfBirth(dateOfBirthOf(draft), nowMs);
    case 'signupMessage':
      return checkSignupMessage(draft.signupMessage);
    case 'inviteCode':
      return checkInviteCode(draft.inviteCode, inviteOnly);
  }
};

export const accountFields: readonly AccountField[] = [
  'email',
  'name',
  'password',
  'dateOfBirth',
  'signupMessage',
  'inviteCode',
];

/** Nothing typed yet (spaces count as nothing): leaving such a field says nothing, the submit will. */
export const isAccountFieldEmpty = (field: AccountField, { draft, password }: AccountValues): boolean => {
  switch (field) {
    case 'email':
      return draft.email.trim() === '';
    case 'name':
      return draft.name.trim() === '';
    case 'password':
      return password === '';
    case 'dateOfBirth':
      return dateOfBirthOf(draft) === '';
    case 'signupMessage':
      return draft.signupMessage.trim() === '';
    case 'inviteCode':
      return draft.inviteCode.trim() === '';
  }
};

/** The server's field errors (a 400 `validation`) under the form's own field names. */
export const accountErrorsFromServer = (error: unknown): AccountFieldErrors => {
  const found = serverFieldErrors(error, Object.values(serverFieldNames));
  const errors: AccountFieldErrors = {};
  for (const field of accountFields) {
    const code = found[serverFieldNames[field]];
    if (code !== undefined) errors[field] = code;
  }
  return errors;
};

/** The limits each field's "too short" / "too long" message names. */
const limitsOf: Record<AccountField, FieldLimits> = {
  email: {},
  name: usernameLength,
  password: passwordLength,
  dateOfBirth: {},
  signupMessage: { max: signupMessageMaxLength },
  inviteCode: inviteCodeLength,
};

/** The text of a field's error in the member's language. */
export const accountFieldMessage = (LL: TranslationFunctions, field: AccountField, code: FieldCode): string =>
  // An empty date of birth asks for it with the minimum age, the spec's own words for the field.
  field === 'dateOfBirth' && code === 'required'
    ? LL.form.tooYoung({ minAge: minimumAge })
    : fieldErrorMessage(LL, code, limitsOf[field]);
