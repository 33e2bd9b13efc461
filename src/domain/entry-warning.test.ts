import { describe, expect, it } from 'vitest';
import { entryWarningState, shouldShowEntryWarning, type EntryWarningContext } from './entry-warning';

const base: EntryWarningContext = {
  enabled: true,
  layout: 'default',
  routeName: 'index',
  country: 'GB',
  skipped: false,
};

describe('site-entry warning (spec §2)', () => {
  it('shows on the default layout to every country until skipped', () => {
    expect(shouldShowEntryWarning(base)).toBe(true);
    expect(shouldShowEntryWarning({ ...base, country: 'US' })).toBe(true);
    expect(shouldShowEntryWarning({ ...base, skipped: true })).toBe(false);
  });

  it.each(['chat', 'lander', 'empty'] as const)('on the %s layout shows only to NL and DE', (layout) => {
    expect(shouldShowEntryWarning({ ...base, layout, country: 'NL' })).toBe(true);
    expect(shouldShowEntryWarning({ ...base, layout, country: 'DE' })).toBe(true);
    expect(shouldShowEntryWarning({ ...base, layout, country: 'GB' })).toBe(false);
    expect(shouldShowEntryWarning({ ...base, layout, country: 'BE' })).toBe(false);
  });

  it.each(['complete-signup', 'reset-password', 'reset-password-do'])('never shows on %s', (routeName) => {
    expect(shouldShowEntryWarning({ ...base, routeName })).toBe(false);
  });

  it('is off when the site switches it off', () => {
    expect(shouldShowEntryWarning({ ...base, enabled: false })).toBe(false);
  });

  it.each(['pages-terms', 'pages-cookies', 'pages-privacy', 'token'])(
    'steps aside on the information page %s while it is owed, so the terms can be read',
    (routeName) => {
      expect(entryWarningState({ ...base, routeName })).toBe('yielded');
      expect(shouldShowEntryWarning({ ...base, routeName })).toBe(false);
      // Leaving the page without entering brings it back.
      expect(entryWarningState({ ...base, routeName: 'login' })).toBe('open');
    },
  );

  it('is not held back on an information page once skipped or switched off', () => {
    expect(entryWarningState({ ...base, routeName: 'pages-terms', skipped: true })).toBe('none');
    expect(entryWarningState({ ...base, routeName: 'pages-terms', enabled: false })).toBe('none');
  });
});
