import { describe, expect, it } from 'vitest';
import { visitorMaySearch } from './search-access';

describe('visitor search access (spec §6)', () => {
  it('follows logged_out_search alone when it is on', () => {
    const open = { logged_out_search: true, logged_out_search_trafficsource: false };
    expect(visitorMaySearch(open, undefined)).toBe(true);
  });

  it('needs a non-empty traffic source when only logged_out_search_trafficsource is on', () => {
    const withSource = { logged_out_search: false, logged_out_search_trafficsource: true };
    expect(visitorMaySearch(withSource, 'adnet')).toBe(true);
    expect(visitorMaySearch(withSource, '  ')).toBe(false);
    expect(visitorMaySearch(withSource, null)).toBe(false);
  });

  it('refuses every visitor when both settings are off', () => {
    const closed = { logged_out_search: false, logged_out_search_trafficsource: false };
    expect(visitorMaySearch(closed, 'adnet')).toBe(false);
  });
});
