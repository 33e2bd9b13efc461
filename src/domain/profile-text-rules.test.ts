import { describe, expect, it } from 'vitest';
import {
  aboutMeMaxLength,
  checkAboutMe,
  checkCity,
  checkSignupReason,
  cityMaxLength,
  signupReasonMaxLength,
} from './profile-text-rules';

describe('about me (contract: at most 2000 characters)', () => {
  it('takes up to 2000 characters, and none', () => {
    expect(aboutMeMaxLength).toBe(2000);
    expect(checkAboutMe('')).toBeUndefined();
    expect(checkAboutMe('x'.repeat(2000))).toBeUndefined();
    expect(checkAboutMe('x'.repeat(2001))).toBe('too_long');
  });

  it('does not count the spaces around the text, which are not sent', () => {
    expect(checkAboutMe(`  ${'x'.repeat(2000)}\n`)).toBeUndefined();
  });

  it('counts an emoji as one character, as the contract does', () => {
    expect(checkAboutMe('🙂'.repeat(2000))).toBeUndefined();
    expect(checkAboutMe('🙂'.repeat(2001))).toBe('too_long');
    expect(checkCity('🙂'.repeat(100))).toBeUndefined();
    expect(checkCity('🙂'.repeat(101))).toBe('too_long');
  });
});

describe('city (contract: at most 100 characters)', () => {
  it('takes up to 100 characters, and none', () => {
    expect(cityMaxLength).toBe(100);
    expect(checkCity('')).toBeUndefined();
    expect(checkCity('x'.repeat(100))).toBeUndefined();
    expect(checkCity(` ${'x'.repeat(100)} `)).toBeUndefined();
    expect(checkCity('x'.repeat(101))).toBe('too_long');
  });
});

describe('why I am here (contract: at most 500 characters)', () => {
  it('takes up to 500 characters, and none, counted as sent', () => {
    expect(signupReasonMaxLength).toBe(500);
    expect(checkSignupReason('')).toBeUndefined();
    expect(checkSignupReason(` ${'x'.repeat(500)} `)).toBeUndefined();
    expect(checkSignupReason('🙂'.repeat(501))).toBe('too_long');
  });
});
