import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

const origin = 'https://dating.example';

/** What the login screen reads: the `next` of an address's query, decoded as the browser does. */
const nextOf = (query: string) => new URLSearchParams(query).get('next');

describe('safeNextPath', () => {
  it.each([
    ['next=/members?x=1%23y', '/members?x=1#y'],
    ['next=%2Fmembers%3Fx%3D1%23y', '/members?x=1#y'],
    ['next=%2Fmembers%2F12%3Ftab%3Dphotos', '/members/12?tab=photos'],
    ['next=%2Fchats', '/chats'],
    [`next=${encodeURIComponent(`${origin}/premium`)}`, '/premium'],
    // Encoded twice, the tab is only text in a path on this site: harmless.
    ['next=%2F%2509%2Fevil.example', '/%09/evil.example'],
  ])('follows %s to %s', (query, expected) => {
    expect(safeNextPath(nextOf(query), origin)).toBe(expected);
  });

  it.each([
    'next=/%09/evil.example',
    'next=/%0a/evil.example',
    'next=/%0d%0a/evil.example',
    'next=%0d%0a//evil.example',
    'next=//evil.example',
    'next=%2F%2Fevil.example%2Fmembers',
    'next=https://evil.example',
    'next=https%3A%2F%2Fevil.example%2Fmembers',
    'next=javascript:alert(1)',
    'next=\\/evil.example',
    'next=/\\evil.example',
    'next=http://dating.example/members',
    'next=https://dating.example.evil.example/members',
    'next=',
    'next=%20',
    'other=1',
  ])('refuses %s', (query) => {
    expect(safeNextPath(nextOf(query), origin)).toBeUndefined();
  });

  it('refuses what is no address at all', () => {
    expect(safeNextPath('http://[', origin)).toBeUndefined();
    expect(safeNextPath(undefined, origin)).toBeUndefined();
  });
});
