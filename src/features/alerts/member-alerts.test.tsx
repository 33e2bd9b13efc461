import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../../mocks/control';
import { members } from '../../../mocks/db/members';
import { personaIds } from '../../../mocks/seed/personas';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';
import { forgetDismissalsInMemoryForTests } from './dismissal-store';

const LL = translations('en');
const mail = LL.alerts.mailStopped;
const push = LL.alerts.push;

afterEach(() => {
  forgetDismissalsInMemoryForTests();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const subscriptionJson = {
  endpoint: 'https://push.example.test/send/alert',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** A browser that can do push and has not been asked yet; the member answers as the test says. */
const browserThatMayAsk = (answer: NotificationPermission) => {
  const registration = {
    active: {},
    installing: null,
    waiting: null,
    pushManager: {
      getSubscription: () => Promise.resolve(null),
      subscribe: vi.fn(() => Promise.resolve({ toJSON: () => subscriptionJson })),
    },
  };
  const serviceWorker = Object.assign(new EventTarget(), {
    register: vi.fn(() => Promise.resolve(registration)),
    getRegistration: vi.fn(() => Promise.resolve(registration)),
    startMessages: vi.fn(),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  vi.stubGlobal('PushManager', vi.fn());
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return { requestPermission, subscribe: registration.pushManager.subscribe };
};

const alertWith = (text: string) => screen.getByText(text).closest<HTMLElement>('[role="status"]');

describe('the alerts under the top bar', () => {
  it('say that mail stopped and why, lead to the settings, and stay closed once closed', async () => {
    await loginAs('free');
    await simulation.mailProblem('free@sim.test', 'bounce');
    const first = await renderApp({ path: '/members' });
    const shown = await screen.findByText(mail.title());
    expect(shown.parentElement).toHaveTextContent(mail.bounce({ email: 'free@sim.test' }));
    const box = alertWith(mail.title());
    if (box === null) throw new Error('no alert');
    expect(within(box).getByRole('link', { name: mail.action() })).toHaveAttribute('href', '/notifications');
    await first.user.click(within(box).getByRole('button', { name: LL.ui.dismiss() }));
    expect(screen.queryByText(mail.title())).not.toBeInTheDocument();
    first.unmount();

    await renderApp({ path: '/members' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(mail.title())).not.toBeInTheDocument();
  });

  it('show one alert at a time: mail first, and none of them on the settings screen', async () => {
    await loginAs('new');
    await simulation.mailProblem('new@sim.test', 'listunsubscribe');
    browserThatMayAsk('granted');
    const view = await renderApp({ path: '/members' });
    expect(await screen.findByText(mail.title())).toBeVisible();
    expect(screen.queryByText(LL.alerts.enrichProfile.title())).not.toBeInTheDocument();
    expect(screen.queryByText(push.title())).not.toBeInTheDocument();
    view.unmount();

    await renderApp({ path: '/notifications' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(mail.title())).not.toBeInTheDocument();
    expect(screen.queryByText(push.title())).not.toBeInTheDocument();
  });

  it('offer push while the browser may ask, and turn it on with the site when allowed', async () => {
    await loginAs('free');
    const { requestPermission, subscribe } = browserThatMayAsk('granted');
    const { user } = await renderApp({ path: '/members' });
    const title = await screen.findByText(push.title());
    const box = title.closest<HTMLElement>('[role="status"]');
    if (box === null) throw new Error('no alert');
    await user.click(within(box).getByRole('button', { name: push.action() }));
    expect(await within(box).findByText(push.on())).toBeVisible();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(members.findFirst((q) => q.where({ id: personaIds.free }))?.pushSubscribed).toBe(true);
    await user.click(within(box).getByRole('button', { name: LL.ui.dismiss() }));
    expect(screen.queryByText(push.on())).not.toBeInTheDocument();
  });

  it('say so when the member blocks notifications, and never offer push to a browser that cannot', async () => {
    await loginAs('free');
    browserThatMayAsk('denied');
    const first = await renderApp({ path: '/members' });
    await first.user.click(await screen.findByRole('button', { name: push.action() }));
    expect(await screen.findByText(push.blocked())).toBeVisible();
    expect(members.findFirst((q) => q.where({ id: personaIds.free }))?.pushSubscribed).toBe(false);
    first.unmount();

    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await renderApp({ path: '/members' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(push.title())).not.toBeInTheDocument();
  });
});
