import { describe, expect, it } from 'vitest';
import { checkDeletionComment, checkInviteCode, deletionCommentMaxLength } from './account-rules';

describe('deletion comment (contract: at most 1000 characters)', () => {
  it('takes up to 1000 characters, and none', () => {
    expect(deletionCommentMaxLength).toBe(1000);
    expect(checkDeletionComment('')).toBeUndefined();
    expect(checkDeletionComment('x'.repeat(1000))).toBeUndefined();
    expect(checkDeletionComment('x'.repeat(1001))).toBe('too_long');
  });

  it('counts an emoji once, as the server does', () => {
    expect(checkDeletionComment('🙂'.repeat(1000))).toBeUndefined();
    expect(checkDeletionComment('🙂'.repeat(1001))).toBe('too_long');
  });
});

describe('invite code (contract: 4–64 letters, digits, _ or -)', () => {
  it('needs one only where it is required', () => {
    expect(checkInviteCode('', true)).toBe('required');
    expect(checkInviteCode('   ', true)).toBe('required');
    expect(checkInviteCode('', false)).toBeUndefined();
  });

  it('takes 4 to 64 characters, without the surrounding spaces', () => {
    expect(checkInviteCode('abc', false)).toBe('too_short');
    expect(checkInviteCode(' abc ', true)).toBe('too_short');
    expect(checkInviteCode('ab_4', false)).toBeUndefined();
    expect(checkInviteCode('A-'.repeat(32), false)).toBeUndefined();
    expect(checkInviteCode('x'.repeat(65), false)).toBe('too_long');
  });

  it('takes only letters, digits, _ and -', () => {
    expect(checkInviteCode('WELCOME-2026_x', true)).toBeUndefined();
    expect(checkInviteCode('welcome 2026', true)).toBe('invalid');
    expect(checkInviteCode('café2026', true)).toBe('invalid');
  });
});
