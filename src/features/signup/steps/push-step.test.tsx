import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../../../mocks/control';
import { siteSettings } from '../../../../mocks/db/site-settings';
import { translations } from '../../../../tests/utils/i18n';
import { renderApp } from '../../../../tests/utils/render-app';
import { loginAs, persona } from '../../../../tests/utils/simulation';
import { signupProgress } from '../signup-progress';
import { pushWorkerScope, pushWorkerUrl } from '../../push';

const LL = translations('en');
const t = LL.signupSteps;

// The page is a lazy chunk: compile it once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await import('../complete-signup-page');
}, 30_000);

afterEach(() => {
  signupProgress.reset();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const subscriptionJson = {
  endpoint: 'https://push.example.test/send/abc123',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** A browser that can do push, whose member answers the permission question as the test says. */
const fakePushBrowser = ({
  permission = 'default',
  answer,
  subscribe = () => Promise.resolve({ toJSON: () => subscriptionJson }),
}: {
  permission?: NotificationPermission;
  answer: NotificationPermission;
  subscribe?: () => Promise<unknown>;
}) => {
  const registration = {
    active: {},
    installing: null,
    waiting: null,
    pushManager: { getSubscription: () => Promise.resolve(null), subscribe: vi.fn(subscribe) },
  };
  // The member chrome listens to the push worker's messages on the same container.
  const serviceWorker = Object.assign(new EventTarget(), {
    register: vi.fn(() => Promise.resolve(registration)),
    getRegistration: vi.fn(() => Promise.resolve(registration)),
    startMessages: vi.fn(),
  });
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  vi.stubGlobal('PushManager', vi.fn());
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { serviceWorker, registration, requestPermission };
};

const openPushStep = async () => {
  await loginAs('new');
  signupProgress.update({ step: 4 });
  const view = await renderApp({ path: '/complete-signup' });
  await screen.findByRole('heading', { level: 2, name: t.pushTitle() });
  return view;
};

const goesOn = async (user: Awaited<ReturnType<typeof openPushStep>>['user']) => {
  await user.click(screen.getByRole('button', { name: t.pushContinue() }));
  expect(await screen.findByRole('heading', { level: 2, name: t.completeTitle() })).toBeVisible();
};

describe('the push step', () => {
  it('says at once when the browser cannot do push, and lets the member go on', async () => {
    const { user } = await openPushStep();
    expect(screen.getByText(t.pushWhy())).toBeVisible();
    expect(screen.getByText(t.pushUnsupported())).toBeVisible();
    expect(screen.queryByRole('button', { name: t.pushTurnOn() })).not.toBeInTheDocument();
    await goesOn(user);
  });

  it('subscribes with the site key through the push worker and saves the subscription', async () => {
    const browser = fakePushBrowser({ answer: 'granted' });
    const { user } = await openPushStep();
    await user.click(screen.getByRole('button', { name: t.pushTurnOn() }));
    expect(await screen.findByText(t.pushOn())).toBeVisible();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith(pushWorkerUrl, { scope: pushWorkerScope });
    expect(browser.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: siteSettings().push_public_key,
    });
    expect(persona('new').pushSubscribed).toBe(true);
    await goesOn(user);
  });

  it('explains blocked notifications and lets the member go on', async () => {
    const browser = fakePushBrowser({ answer: 'denied' });
    const { user } = await openPushStep();
    await user.click(screen.getByRole('button', { name: t.pushTurnOn() }));
    const message = await screen.findByText(/Notifications are blocked in your browser/);
    expect(message).toHaveTextContent(t.pushBlocked());
    expect(message.closest('[tabindex="-1"]')).toHaveFocus();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: t.pushTurnOn() })).not.toBeInTheDocument();
    expect(persona('new').pushSubscribed).toBe(false);
    await goesOn(user);
  });

  it('does not ask again when notifications were blocked before', async () => {
    const browser = fakePushBrowser({ permission: 'denied', answer: 'denied' });
    const { user } = await openPushStep();
    await user.click(screen.getByRole('button', { name: t.pushTurnOn() }));
    expect(await screen.findByText(t.pushBlocked())).toBeVisible();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('lets the member try again after closing the question unanswered', async () => {
    fakePushBrowser({ answer: 'default' });
    const { user } = await openPushStep();
    await user.click(screen.getByRole('button', { name: t.pushTurnOn() }));
    expect(await screen.findByText(t.pushDismissed())).toBeVisible();
    expect(screen.getByRole('button', { name: t.pushTurnOn() })).toBeVisible();
    await goesOn(user);
  });

  it('says so when the push service fails', async () => {
    fakePushBrowser({ answer: 'granted', subscribe: () => Promise.reject(new Error('push service down')) });
    const { user } = await openPushStep();
    await user.click(screen.getByRole('button', { name: t.pushTurnOn() }));
    expect(await screen.findByText(t.pushFailed())).toBeVisible();
    expect(persona('new').pushSubscribed).toBe(false);
  });

  it('shows why the subscription was not saved, and saves it on the next try', async () => {
    fakePushBrowser({ answer: 'granted' });
    const { user } = await openPushStep();
    simulation.fault({ operationId: 'postUser', status: 500, code: 'server_error' });
    await user.click(screen.getByRole('button', { name: t.pushTurnOn() }));
    expect(await screen.findByText(LL.apiErrors.server_error())).toBeVisible();
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: t.pushTurnOn() }));
    expect(await screen.findByText(t.pushOn())).toBeVisible();
    expect(persona('new').pushSubscribed).toBe(true);
  });

  it('skips to the complete step', async () => {
    fakePushBrowser({ answer: 'granted' });
    const { user } = await openPushStep();
    await user.click(screen.getByRole('button', { name: t.skip() }));
    expect(await screen.findByRole('heading', { level: 2, name: t.completeTitle() })).toBeVisible();
    expect(persona('new').pushSubscribed).toBe(false);
  });
});
