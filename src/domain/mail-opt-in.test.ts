import { describe, expect, it } from 'vitest';
import { reasonsAfterAddressConfirmed, reasonsAfterSavingPreferences } from './mail-opt-in';

describe('mail opt-in (spec §4 notifications disabled by reason)', () => {
  it('clears fbl and listunsubscribe when the member wants some e-mail, but keeps bounce', () => {
    expect(reasonsAfterSavingPreferences(['fbl', 'bounce', 'listunsubscribe'], true)).toEqual(['bounce']);
    expect(reasonsAfterSavingPreferences(['listunsubscribe'], true)).toEqual([]);
  });

  it('changes nothing when every e-mail type stays off', () => {
    expect(reasonsAfterSavingPreferences(['fbl', 'listunsubscribe'], false)).toEqual([
      'fbl',
      'listunsubscribe',
    ]);
  });

  it('clears only bounce once a new address is confirmed', () => {
    expect(reasonsAfterAddressConfirmed(['fbl', 'bounce'])).toEqual(['fbl']);
  });
});
