import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeNextPath('/members/12?tab=photos')).toBe('/members/12?tab=photos');
  });

  it.each([null, undefined, '', 'members', '//evil.example/x', '/\\evil.example', 'https://evil.example'])(
    'refuses %j',
    (next) => {
      expect(safeNextPath(next)).toBeUndefined();
    },
  );
});
