import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../../mocks/control';
import { members } from '../../../mocks/db/members';
import { personaIds } from '../../../mocks/seed/personas';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.notificationSettings.push;

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'userAgent');
});

const subscriptionJson = {
  endpoint: 'https://push.example.test/send/settings',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** A browser with push: its permission, and the subscription the push worker holds (if any). */
const pushBrowser = (permission: NotificationPermission, subscribed = false) => {
  const unsubscribe = vi.fn(() => Promise.resolve(true));
  const subscription = { endpoint: subscriptionJson.endpoint, toJSON: () => subscriptionJson, unsubscribe };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const registration = {
    active: {},
    installing: null,
    waiting: null,
    pushManager: {
      getSubscription: () => Promise.resolve(current),
      subscribe: vi.fn(() => {
        current = subscription;
        return Promise.resolve(subscription);
      }),
    },
  };
  const serviceWorker = Object.assign(new EventTarget(), {
    register: vi.fn(() => Promise.resolve(registration)),
    getRegistration: vi.fn(() => Promise.resolve(registration)),
    startMessages: vi.fn(),
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  vi.stubGlobal('PushManager', vi.fn());
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(() => Promise.resolve('granted')) });
  return { unsubscribe, subscribe: registration.pushManager.subscribe };
};

const pushSubscribed = () => members.findFirst((q) => q.where({ id: personaIds.free }))?.pushSubscribed;

const openSection = async () => {
  const view = await renderApp({ path: '/notifications' });
  const section = await screen.findByRole('region', { name: t.heading() });
  return { ...view, section };
};

describe('push notifications on the settings screen', () => {
  it('turns push on for this device and off again, with the site and the browser', async () => {
    await loginAs('free');
    const { subscribe, unsubscribe } = pushBrowser('default');
    const { user, section } = await openSection();
    expect(within(section).getByText(t.off())).toBeVisible();
    await user.click(within(section).getByRole('button', { name: t.turnOn() }));
    expect(await within(section).findByText(t.turnedOn())).toBeVisible();
    expect(await within(section).findByText(t.on())).toBeVisible();
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(pushSubscribed()).toBe(true);

    await user.click(within(section).getByRole('button', { name: t.turnOff() }));
    expect(await within(section).findByText(t.turnedOff())).toBeVisible();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(pushSubscribed()).toBe(false);
    expect(within(section).getByRole('button', { name: t.turnOn() })).toBeEnabled();
  });

  it('keeps push on and says why when the site does not take the removal', async () => {
    await loginAs('free');
    await members.update((q) => q.where({ id: personaIds.free }), {
      data: (m) => void (m.pushSubscribed = true),
    });
    const { unsubscribe } = pushBrowser('granted', true);
    simulation.fault({ operationId: 'unsubscribePush', status: 500 });
    const { user, section } = await openSection();
    await user.click(await within(section).findByRole('button', { name: t.turnOff() }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(t.offFailed());
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(pushSubscribed()).toBe(true);
    expect(within(section).getByText(t.on())).toBeVisible();
  });

  it('explains a blocked browser, a browser without push, and iPhone Safari outside the Home Screen', async () => {
    await loginAs('free');
    pushBrowser('denied');
    const blocked = await openSection();
    expect(within(blocked.section).getByText(t.blocked())).toBeVisible();
    expect(within(blocked.section).queryByRole('button')).not.toBeInTheDocument();
    blocked.unmount();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');

    const without = await openSection();
    expect(within(without.section).getByText(t.unsupported())).toBeVisible();
    without.unmount();

    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1',
    });
    const iphone = await openSection();
    expect(within(iphone.section).getByText(t.installFirst())).toBeVisible();
  });
});
