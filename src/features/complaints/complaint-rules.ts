import { ComplaintSubject, type ComplaintRequest } from '../../../generated/model';
import { checkEmail } from '../../domain/signup-rules';
import { contractLength } from '../../domain/text-length';
import type { FieldCode } from '../forms';

/** The contract's limits on `ComplaintRequest` (openapi/components/account.yaml). */
export const complaintNameMaxLength = 100;
export const complaintMessageMaxLength = 5000;

/** The contract's subjects in the order the form offers them: the most common first, `other` last. */
export const complaintSubjects = [
  ComplaintSubject.content,
  ComplaintSubject.billing,
  ComplaintSubject.privacy,
  ComplaintSubject.abuse,
  ComplaintSubject.other,
] as const;

export const isComplaintSubject = (value: string): value is ComplaintSubject =>
  (complaintSubjects as readonly string[]).includes(value);

export type ComplaintField = 'name' | 'email' | 'subject' | 'profile' | 'message';

export const complaintFields: readonly ComplaintField[] = ['name', 'email', 'subject', 'profile', 'message'];

/** What the form holds: the text exactly as typed, so a failed request loses nothing. */
export interface ComplaintValues {
  name: string;
  email: string;
  subject: ComplaintSubject | undefined;
  /** The profile number as typed; empty when the complaint is about no one profile. */
  profile: string;
  message: string;
}

/** `unknown_profile`: the server knows no profile with that number (404 `not_found`). */
export type ComplaintFieldCode = FieldCode | 'unknown_profile';

const profilePattern = /^[1-9]\d{0,9}$/;

/** Counted as the contract counts (code points) on the text as it is sent (trimmed). */
export const sentLength = (text: string): number => contractLength(text.trim());

/**
 * The contract's rules, checked before sending: every field but the profile is required, the
 * texts have their limits, and too long is refused, never cut, so the member chooses what goes.
 */
export const checkComplaintField = (
  name: ComplaintField,
  values: ComplaintValues,
): ComplaintFieldCode | undefined => {
  switch (name) {
    case 'name': {
      const length = sentLength(values.name);
      if (length === 0) return 'required';
      return length > complaintNameMaxLength ? 'too_long' : undefined;
    }
    case 'email':
      return checkEmail(values.email);
    case 'subject':
      return values.subject === undefined ? 'required' : undefined;
    case 'profile': {
      const profile = values.profile.trim();
      return profile === '' || profilePattern.test(profile) ? undefined : 'invalid';
    }
    case 'message': {
      const length = sentLength(values.message);
      if (length === 0) return 'required';
      return length > complaintMessageMaxLength ? 'too_long' : undefined;
    }
  }
};

/** Passing by an empty field is no mistake: the submit says what is needed. */
export const isEmptyComplaintField = (name: ComplaintField, values: ComplaintValues): boolean =>
  name === 'subject' ? values.subject === undefined : values[name].trim() === '';

/** The request as it is sent: spaces around the texts say nothing and are not kept. */
export const complaintRequestOf = (values: ComplaintValues, subject: ComplaintSubject): ComplaintRequest => {
  const profile = values.profile.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject,
    message: values.message.trim(),
    ...(profile === '' ? {} : { profile_id: Number(profile) }),
  };
};

/** A profile number from the page's address (`?profile=2210`, from a profile's "complain" link). */
export const profileParam = (value: string | null): string =>
  value !== null && profilePattern.test(value) ? value : '';
