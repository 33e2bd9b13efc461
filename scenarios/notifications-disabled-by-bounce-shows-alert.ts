import { notificationTypes } from '../src/domain/notification-types';
import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { currentUser } from './push-calls';
import { defineScenario } from './scenario';

const newAddress = 'free.new@sim.test';
const allEmail = Object.fromEntries(notificationTypes.map((type) => [type, true])) as Record<
  (typeof notificationTypes)[number],
  boolean
>;

const settingsOf = async (client: ApiClient) => {
  const { data } = await client.GET('/api/notification-settings.php');
  if (data === undefined) throw new Error('no notification settings');
  return data.settings;
};

const tokenOf = (link: string | undefined): string => {
  const token = new URL(link ?? '', 'http://sim.test').searchParams.get('token');
  if (token === null) throw new Error(`no mail-change link with a token: ${String(link)}`);
  return token;
};

export default defineScenario({
  name: 'notifications-disabled-by-bounce-shows-alert',
  area: 'notifications',
  rules: ['notifications-disabled-by-reason'],
  description: `When mail to a member bounces, the site stops e-mailing and says so until a new address is confirmed. Log in as free@sim.test: no alert. In the cockpit report that mail to free@sim.test bounces: on the next load the alert "We have stopped sending you e-mails" shows under the top bar, saying mail to free@sim.test could not be delivered, with "Go to settings"; Settings explains it in full. Switching e-mails on and saving does not bring mail back. Changing the address to ${newAddress} and opening the confirmation link from the outbox does: the alert is gone.`,
  steps: [
    {
      title: 'log in as free@sim.test: no alert, mail is sent',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await currentUser(client)).toMatchObject({ notifications_disabled: [] });
        expect(await settingsOf(client)).toMatchObject({ disabled_reasons: [] });
      },
    },
    {
      title:
        'in the cockpit report that mail to free@sim.test bounces; reload: the alert and Settings name the reason "bounce"',
      run: async ({ client, reportMailProblem, expect }) => {
        await reportMailProblem('free@sim.test', 'bounce');
        expect(await currentUser(client)).toMatchObject({ notifications_disabled: ['bounce'] });
        expect(await settingsOf(client)).toMatchObject({ disabled_reasons: ['bounce'] });
      },
    },
    {
      title:
        'in Settings → Notifications switch every e-mail on and save: mail stays stopped, the address still refuses it',
      run: async ({ client, expect }) => {
        const { push } = await settingsOf(client);
        expect(
          await answerOf(client.PUT('/api/notification-settings.php', { body: { email: allEmail, push } })),
        ).toMatchObject({
          status: 200,
          body: { settings: { email: allEmail, disabled_reasons: ['bounce'] } },
        });
        expect(await currentUser(client)).toMatchObject({ notifications_disabled: ['bounce'] });
      },
    },
    {
      title: `change the address to ${newAddress} and open the confirmation link from the outbox: mail is sent again, the alert is gone`,
      run: async ({ client, lastMailLink, expect }) => {
        expect(
          await answerOf(
            client.POST('/api/mail-change.php', {
              body: { new_email: newAddress, password: 'Passw0rd!' },
              params: { header: { 'Idempotency-Key': idempotencyKey('bounce-mail-change') } },
            }),
          ),
        ).toMatchObject({ status: 200 });
        const token = tokenOf(await lastMailLink(newAddress));
        expect(await answerOf(client.PUT('/api/mail-change.php', { body: { token } }))).toMatchObject({
          status: 200,
        });
        expect(await currentUser(client)).toMatchObject({ email: newAddress, notifications_disabled: [] });
        expect(await settingsOf(client)).toMatchObject({ disabled_reasons: [] });
      },
    },
  ],
});
