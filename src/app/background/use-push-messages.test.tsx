import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { personaIds } from '../../../mocks/seed/personas';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';

const LL = translations('en');

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** The page's service worker container, which the push worker's messages arrive at. */
const workerContainer = () => {
  const container = Object.assign(new EventTarget(), { startMessages: () => undefined });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return {
    post: (data: unknown) => {
      act(() => {
        container.dispatchEvent(new MessageEvent('message', { data }));
      });
    },
  };
};

/** The member chrome (which listens) is in: its account menu is on screen. */
const chromeIn = async (name: string) => {
  await screen.findByRole('button', { name: LL.topBar.accountMenu({ name }) });
};

describe('the page listening to the push worker (spec §4 Push)', () => {
  it('reloads the chats at once on NEW_PUSH_MESSAGE, without waiting for the next refresh', async () => {
    await loginAs('free');
    const worker = workerContainer();
    await renderApp({ path: '/chats' });
    await chromeIn('free');
    await screen.findByText('premium');
    const text = 'Pushed while you were looking';
    await simulation.push({ to: 'free@sim.test', from: personaIds.premium, text });
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    worker.post({ type: 'NEW_PUSH_MESSAGE', checkUrl: '/chats', openUrl: '/chats/1' });
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('opens the page of a NEW_PUSH_CLICK on this site, and ignores one for another site', async () => {
    await loginAs('free');
    const worker = workerContainer();
    const { router } = await renderApp({ path: '/members' });
    await chromeIn('free');
    const origin = window.location.origin;

    worker.post({
      type: 'NEW_PUSH_CLICK',
      checkUrl: `${origin}/chats`,
      openUrl: 'https://evil.example/chats/1',
    });
    worker.post({ type: 'NEW_PUSH_CLICK', checkUrl: `${origin}/chats`, openUrl: 'javascript:alert(1)' });
    worker.post({ type: 'SOMETHING_ELSE', openUrl: '/likes' });
    expect(router.state.location.pathname).toBe('/members');

    worker.post({ type: 'NEW_PUSH_CLICK', checkUrl: `${origin}/chats`, openUrl: `${origin}/chats/1` });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/chats/1');
    });
  });
});
