import { describe, expect, it } from 'vitest';
import { mayReactivate, reactivationDeadline } from './account-reactivation';

const deletedAt = '2026-11-25T10:00:00.000Z';

describe('account reactivation window (spec §4, §9)', () => {
  it('ends 14 days after the deletion', () => {
    expect(reactivationDeadline(deletedAt)).toBe('2026-12-09T10:00:00.000Z');
  });

  it('allows reactivation up to the deadline and not a moment later', () => {
    expect(mayReactivate(deletedAt, Date.parse('2026-12-09T10:00:00.000Z'))).toBe(true);
    expect(mayReactivate(deletedAt, Date.parse('2026-12-09T10:00:00.001Z'))).toBe(false);
  });
});
