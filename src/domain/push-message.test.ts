import { describe, expect, it } from 'vitest';
import { pushClickTarget, readPushPageMessage } from './push-message';

const origin = 'https://dating.example';
const click = (checkUrl: string | null, openUrl: string | null) =>
  ({ type: 'NEW_PUSH_CLICK', checkUrl, openUrl }) as const;

describe('the push worker’s messages to the page', () => {
  it('reads the two message types and nothing else', () => {
    expect(readPushPageMessage({ type: 'NEW_PUSH_MESSAGE', checkUrl: '/chats' })).toEqual({
      type: 'NEW_PUSH_MESSAGE',
    });
    expect(readPushPageMessage({ type: 'NEW_PUSH_CLICK', checkUrl: '/', openUrl: '/chats/4' })).toEqual(
      click('/', '/chats/4'),
    );
    expect(readPushPageMessage({ type: 'NEW_PUSH_CLICK', openUrl: 7 })).toEqual(click(null, null));
    for (const other of [null, 'NEW_PUSH_MESSAGE', { type: 'MOCKING_ENABLED' }, { kind: 'x' }, 3])
      expect(readPushPageMessage(other)).toBeUndefined();
  });

  it('opens a page of this site, relative or absolute, with its query and hash', () => {
    expect(pushClickTarget(click(`${origin}/`, `${origin}/chats/12?x=1#m5`), origin)).toBe(
      '/chats/12?x=1#m5',
    );
    expect(pushClickTarget(click('/', '/likes'), origin)).toBe('/likes');
  });

  it('ignores a click that would leave the site or run code', () => {
    for (const [checkUrl, openUrl] of [
      ['/', 'https://evil.example/chats/1'],
      ['/', '//evil.example/phish'],
      ['/', 'javascript:alert(1)'],
      ['/', 'data:text/html,<script>alert(1)</script>'],
      ['/', 'http://dating.example/chats'],
      ['/', 'https://dating.example:8443/chats'],
      ['https://evil.example/', '/chats/1'],
      [null, '/chats/1'],
      ['/', null],
      ['/', ''],
      ['http://[bad', '/chats'],
    ] as const)
      expect(
        pushClickTarget(click(checkUrl, openUrl), origin),
        `${String(checkUrl)} → ${String(openUrl)}`,
      ).toBe(undefined);
  });
});
