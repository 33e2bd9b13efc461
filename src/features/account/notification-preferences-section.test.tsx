import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DisabledReason } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { members } from '../../../mocks/db/members';
import { personaIds } from '../../../mocks/seed/personas';
import { notificationTypes } from '../../domain/notification-types';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.notificationSettings.notificationPrefs;

// The screens and the settings forms are lazy chunks, and the simulation loads its seed on first
// use: both are compiled once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await Promise.all([
    import('./settings-page'),
    import('./settings-sections'),
    import('../../../mocks/seed/seed'),
  ]);
}, 30_000);

/** Mail stopped for the free persona, as the mail system's reports would do (spec §4). */
const stopMail = (reasons: DisabledReason[]) =>
  members.update((q) => q.where({ id: personaIds.free }), {
    data: (m) => void (m.notificationsDisabled = reasons),
  });

const savedOnServer = async () => {
  const { data } = await simulationClient().GET('/api/notification-settings.php');
  if (data === undefined) throw new Error('no settings answer');
  return data.settings;
};

/** Opens the settings as the free persona; mail is stopped after the login (its first request reseeds). */
const openPreferences = async (stoppedFor: DisabledReason[] = []) => {
  await loginAs('free');
  if (stoppedFor.length > 0) await stopMail(stoppedFor);
  const view = await renderApp({ path: '/notifications' });
  const section = await screen.findByRole('region', { name: t.heading() });
  // The table is there once the preferences came.
  await within(section).findByRole('table', { name: t.heading() }, { timeout: 5000 });
  const emailSwitch = (type: (typeof notificationTypes)[number]) =>
    within(section).getByRole('switch', { name: t.emailSwitch({ type: t.types[type]() }) });
  const pushSwitch = (type: (typeof notificationTypes)[number]) =>
    within(section).getByRole('switch', { name: t.pushSwitch({ type: t.types[type]() }) });
  const save = within(section).getByRole('button', { name: t.save() });
  return { ...view, section, emailSwitch, pushSwitch, save };
};

describe('settings: notification preferences', () => {
  it('shows all eight types of spec §9 with an e-mail and a push switch each, as saved', async () => {
    const { section, emailSwitch, pushSwitch } = await openPreferences();
    const saved = await savedOnServer();
    expect(within(section).getAllByRole('switch')).toHaveLength(16);
    for (const type of notificationTypes) {
      expect(within(section).getByRole('rowheader', { name: t.types[type]() })).toBeVisible();
      if (saved.email[type]) expect(emailSwitch(type)).toBeChecked();
      else expect(emailSwitch(type)).not.toBeChecked();
      if (saved.push[type]) expect(pushSwitch(type)).toBeChecked();
      else expect(pushSwitch(type)).not.toBeChecked();
    }
    expect(within(section).queryByText(t.mailStopped.heading())).not.toBeInTheDocument();
  });

  it('saves the switches turned, says so, and the saved choice is what the server holds', async () => {
    const { user, section, emailSwitch, pushSwitch, save } = await openPreferences();
    const before = await savedOnServer();
    await user.click(emailSwitch('new_messages'));
    await user.click(pushSwitch('likes'));
    // Nothing is sent until Save.
    expect(await savedOnServer()).toEqual(before);
    await user.click(save);

    const status = within(section).getAllByRole('status');
    await waitFor(() => {
      expect(status.some((node) => node.textContent === t.saved())).toBe(true);
    });
    const after = await savedOnServer();
    expect(after.email).toEqual({ ...before.email, new_messages: !before.email.new_messages });
    expect(after.push).toEqual({ ...before.push, likes: !before.push.likes });
    expect((emailSwitch('new_messages') as HTMLInputElement).checked).toBe(after.email.new_messages);

    // Turning a switch again takes back the "Saved": the screen no longer matches the server.
    await user.click(pushSwitch('news'));
    expect(within(section).queryByText(t.saved())).not.toBeInTheDocument();
  });

  it('keeps every choice when the save fails, and says why', async () => {
    simulation.fault({ operationId: 'saveNotificationSettings', status: 500 });
    const { user, section, emailSwitch, pushSwitch, save } = await openPreferences();
    const before = await savedOnServer();
    await user.click(emailSwitch('promotions'));
    await user.click(pushSwitch('new_conversations'));
    await user.click(save);

    const alert = await within(section).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(t.saveFailed());
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    expect((emailSwitch('promotions') as HTMLInputElement).checked).toBe(!before.email.promotions);
    expect((pushSwitch('new_conversations') as HTMLInputElement).checked).toBe(
      !before.push.new_conversations,
    );
    expect(within(section).queryByText(t.saved())).not.toBeInTheDocument();

    // Once the server is back, the same choices go through.
    simulation.clearFaults();
    await user.click(save);
    await within(section).findByText(t.saved(), {}, { timeout: 5000 });
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    const after = await savedOnServer();
    expect(after.email.promotions).toBe(!before.email.promotions);
    expect(after.push.new_conversations).toBe(!before.push.new_conversations);
  }, 20_000);

  it('says when the preferences could not be loaded, and loads them again on request', async () => {
    simulation.fault({ operationId: 'getNotificationSettings', status: 500 });
    await loginAs('free');
    const { user } = await renderApp({ path: '/notifications' });
    const section = await screen.findByRole('region', { name: t.heading() });
    expect(await within(section).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      t.loadFailed(),
    );
    simulation.clearFaults();
    await user.click(within(section).getByRole('button', { name: t.retry() }));
    expect(within(section).getByRole('heading', { name: t.heading() })).toHaveFocus();
    expect(await within(section).findByRole('table', { name: t.heading() })).toBeVisible();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  }, 20_000);

  it('explains a bounce: the address to check or change, which saving does not cure', async () => {
    const { user, section, save } = await openPreferences(['bounce']);
    const text = t.mailStopped.bounce({ email: 'free@sim.test' });
    expect(within(section).getByText(t.mailStopped.heading())).toBeVisible();
    expect(within(section).getByText(text)).toBeVisible();
    await user.click(save);
    await within(section).findByText(t.saved(), {}, { timeout: 5000 });
    expect(within(section).getByText(text)).toBeVisible();
    expect((await savedOnServer()).disabled_reasons).toEqual(['bounce']);
  });

  it('explains an unsubscribe and a spam report, and a save with mail wanted turns mail back on', async () => {
    const { user, section, save } = await openPreferences(['fbl', 'listunsubscribe']);
    expect(within(section).getByText(t.mailStopped.fbl({ save: t.save() }))).toBeVisible();
    expect(within(section).getByText(t.mailStopped.listunsubscribe({ save: t.save() }))).toBeVisible();
    await user.click(save);
    await within(section).findByText(t.saved(), {}, { timeout: 5000 });
    expect(within(section).queryByText(t.mailStopped.heading())).not.toBeInTheDocument();
    expect((await savedOnServer()).disabled_reasons).toEqual([]);
  });

  it('speaks the member language', async () => {
    const de = translations('de').notificationSettings.notificationPrefs;
    await loginAs('free');
    await renderApp({ path: '/notifications', locale: 'de' });
    const section = await screen.findByRole('region', { name: de.heading() });
    const name = de.emailSwitch({ type: de.types.unread_reminders() });
    expect(await within(section).findByRole('switch', { name }, { timeout: 5000 })).toBeVisible();
    expect(name).not.toBe(t.emailSwitch({ type: t.types.unread_reminders() }));
    expect(within(section).getByRole('button', { name: de.save() })).toBeVisible();
  });
});
