import { describe, expect, it } from 'vitest';
import { FieldErrorCode } from '../../../generated/model';
import { ApiError } from '../../api';
import { translations } from '../../../tests/utils/i18n';
import { fieldErrorMessage } from './field-error-message';
import { hasFieldErrors, serverFieldErrors } from './field-errors';

describe('fieldErrorMessage', () => {
  it('uses the spec §5 texts word for word in English', () => {
    const LL = translations('en');
    expect(fieldErrorMessage(LL, 'invalid_email')).toBe('Invalid email');
    expect(fieldErrorMessage(LL, 'invalid_date')).toBe('Invalid date of birth');
    expect(fieldErrorMessage(LL, 'too_young')).toBe('Enter your date of birth (18+)');
    expect(fieldErrorMessage(LL, 'email_taken')).toBe(
      'This email address already owns an account on this website',
    );
    expect(fieldErrorMessage(LL, 'passwords_differ')).toBe('The entered passwords are not the same.');
  });

  it('names the limit of a length error, and stays general without one', () => {
    const LL = translations('en');
    expect(fieldErrorMessage(LL, 'too_long', { max: 40 })).toBe('Use at most 40 characters');
    expect(fieldErrorMessage(LL, 'too_short', { min: 8 })).toBe('Use at least 8 characters');
    expect(fieldErrorMessage(LL, 'too_long')).toBe('Please check this field');
  });

  it('has a text for every code the contract can answer', () => {
    const LL = translations('en');
    for (const code of Object.values(FieldErrorCode)) {
      expect(fieldErrorMessage(LL, code, { min: 1, max: 2 })).not.toBe('');
    }
  });
});

describe('serverFieldErrors', () => {
  it("keeps the codes of the form's own fields", () => {
    const error = new ApiError(400, 'validation', 'Invalid request', {
      email: 'invalid_email',
      tracking: 'invalid',
    });
    expect(serverFieldErrors(error, ['email', 'name'] as const)).toEqual({ email: 'invalid_email' });
    expect(hasFieldErrors(serverFieldErrors(error, ['email'] as const))).toBe(true);
  });

  it('finds nothing in an error that is not an answer of the server', () => {
    expect(serverFieldErrors(new Error('boom'), ['email'] as const)).toEqual({});
    expect(hasFieldErrors({})).toBe(false);
  });
});
