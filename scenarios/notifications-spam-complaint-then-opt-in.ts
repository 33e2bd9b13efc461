import { notificationTypes } from '../src/domain/notification-types';
import type { ApiClient } from './api-client';
import { currentUser } from './push-calls';
import { defineScenario } from './scenario';

type Preferences = Record<(typeof notificationTypes)[number], boolean>;

const every = (on: boolean) => Object.fromEntries(notificationTypes.map((type) => [type, on])) as Preferences;

const settingsOf = async (client: ApiClient) => {
  const { data } = await client.GET('/api/notification-settings.php');
  if (data === undefined) throw new Error('no notification settings');
  return data.settings;
};

const save = async (client: ApiClient, email: Preferences, push: Preferences) => {
  const { data } = await client.PUT('/api/notification-settings.php', { body: { email, push } });
  if (data === undefined) throw new Error('the settings were not saved');
  return data.settings;
};

export default defineScenario({
  name: 'notifications-spam-complaint-then-opt-in',
  area: 'notifications',
  rules: ['notifications-disabled-by-reason', 'notification-types'],
  description: `A member who marked a mail as spam (fbl) or unsubscribed from one (listunsubscribe) gets no e-mail until they switch e-mail back on themselves. Log in as free@sim.test and open Settings → Notifications: the ${String(notificationTypes.length)} types (${notificationTypes.join(', ').replace(/_/g, ' ')}) each with e-mail and push. In the cockpit report that free marked a mail as spam, then that free unsubscribed: the alert "We have stopped sending you e-mails" names both. Saving with every e-mail type off keeps mail stopped; switching "New messages" on and saving starts it again.`,
  steps: [
    {
      title: `log in as free@sim.test; Settings → Notifications lists the ${String(notificationTypes.length)} types for e-mail and push, nothing disabled`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const settings = await settingsOf(client);
        expect(Object.keys(settings.email).sort()).toEqual([...notificationTypes].sort());
        expect(Object.keys(settings.push).sort()).toEqual([...notificationTypes].sort());
        expect(settings.disabled_reasons).toEqual([]);
      },
    },
    {
      title:
        'in the cockpit, report that free marked a mail as spam and then unsubscribed: both reasons are named',
      run: async ({ client, reportMailProblem, expect }) => {
        await reportMailProblem('free@sim.test', 'fbl');
        await reportMailProblem('free@sim.test', 'listunsubscribe');
        expect([...(await currentUser(client)).notifications_disabled].sort()).toEqual([
          'fbl',
          'listunsubscribe',
        ]);
      },
    },
    {
      title: 'save with every e-mail type switched off: mail stays stopped',
      run: async ({ client, expect }) => {
        const saved = await save(client, every(false), every(false));
        expect([...saved.disabled_reasons].sort()).toEqual(['fbl', 'listunsubscribe']);
      },
    },
    {
      title: 'switch e-mail for "New messages" on and save: mail is sent again, the alert is gone',
      run: async ({ client, expect }) => {
        const saved = await save(client, { ...every(false), new_messages: true }, every(false));
        expect(saved.disabled_reasons).toEqual([]);
        expect(saved.email.new_messages).toBe(true);
        expect((await currentUser(client)).notifications_disabled).toEqual([]);
      },
    },
  ],
});
