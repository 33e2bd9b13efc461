import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkCurrentPassword,
  checkDateOfBirth,
  checkEmail,
  checkPassword,
  checkPasswordRepeat,
  checkUsername,
} from './signup-rules';

const now = Date.parse('2026-11-25T12:00:00Z');

describe('signup rules (spec §5)', () => {
  it('checks the e-mail address', () => {
    expect(checkEmail('anna@example.com')).toBeUndefined();
    expect(checkEmail('  anna@example.com ')).toBeUndefined();
    expect(checkEmail('')).toBe('required');
    expect(checkEmail('anna@example')).toBe('invalid_email');
    expect(checkEmail('an na@example.com')).toBe('invalid_email');
    expect(checkEmail(`${'a'.repeat(250)}@example.com`)).toBe('invalid_email');
  });

  it('refuses a username equal to the e-mail or starting with @', () => {
    expect(checkUsername('Anna', 'anna@example.com')).toBeUndefined();
    expect(checkUsername('Anna@Example.com', 'anna@example.com')).toBe('username_equals_email');
    expect(checkUsername('@anna', 'anna@example.com')).toBe('username_starts_with_at');
    expect(checkUsername('  ', 'a@b.nl')).toBe('required');
    expect(checkUsername('Al', 'a@b.nl')).toBe('too_short');
    expect(checkUsername('x'.repeat(41), 'a@b.nl')).toBe('too_long');
    expect(checkUsername('😀😀😀', 'a@b.nl')).toBeUndefined();
  });

  it('checks the password length', () => {
    expect(checkPassword('Passw0rd!')).toBeUndefined();
    expect(checkPassword('short')).toBe('too_short');
    expect(checkPassword('x'.repeat(129))).toBe('too_long');
  });

  it('needs a real date of birth and the minimum age of 18', () => {
    expect(checkDateOfBirth('1990-02-28', now)).toBeUndefined();
    expect(checkDateOfBirth('1990-02-30', now)).toBe('invalid_date');
    expect(checkDateOfBirth('28-02-1990', now)).toBe('invalid_date');
    expect(checkDateOfBirth('2030-01-01', now)).toBe('invalid_date');
    expect(checkDateOfBirth('2008-11-25', now)).toBeUndefined();
    expect(checkDateOfBirth('2008-11-26', now)).toBe('too_young');
    expect(checkDateOfBirth('', now)).toBe('required');
  });

  it('counts age in whole years', () => {
    expect(ageOn('2000-11-25', now)).toBe(26);
    expect(ageOn('2000-11-26', now)).toBe(25);
  });
});

describe('checkCurrentPassword', () => {
  it('needs a password but no minimum length (older accounts), up to the contract maximum', () => {
    expect(checkCurrentPassword('')).toBe('required');
    expect(checkCurrentPassword('abc')).toBeUndefined();
    expect(checkCurrentPassword(' spaced ')).toBeUndefined();
    expect(checkCurrentPassword('x'.repeat(129))).toBe('too_long');
  });
});

describe('checkPasswordRepeat', () => {
  it('needs the same password twice, exactly', () => {
    expect(checkPasswordRepeat('', 'Passw0rd!')).toBe('required');
    expect(checkPasswordRepeat('Passw0rd!', 'Passw0rd!')).toBeUndefined();
    expect(checkPasswordRepeat('Passw0rd! ', 'Passw0rd!')).toBe('passwords_differ');
  });
});
