import { answerOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

/** Contract: a reset link is valid 24 hours and can be used once. */
const linkValidSeconds = 24 * 60 * 60;

const tokenOf = (link: string | undefined): string => {
  const token = new URL(link ?? '', 'http://sim.test').searchParams.get('token');
  if (token === null) throw new Error(`no reset link with a token: ${String(link)}`);
  return token;
};

const linkInvalid = { error: { code: 'reset_link_invalid' } };

const checkToken = (client: ApiClient, token: string) =>
  answerOf(client.GET('/api/password-reset.php', { params: { query: { token } } }));

const setPassword = (client: ApiClient, token: string, password: string) =>
  answerOf(
    client.PUT('/api/password-reset.php', {
      body: { token, password, password_confirmation: password },
    }),
  );

const requestReset = (client: ApiClient) =>
  answerOf(client.POST('/api/password-reset.php', { body: { email: 'free@sim.test' } }));

export default defineScenario({
  name: 'reset-link-expired',
  area: 'accounts',
  rules: ['reset-link-invalid'],
  description:
    'A password reset link works for 24 hours and only once. As a visitor open Login → "Forgot your password?", type free@sim.test and send; the link is in the cockpit\'s outbox and opens the new-password form. Move the clock 24 hours in the cockpit and open it again: "Link expired or invalid, request a new email". Ask for a fresh link, set a new password with it, then open it once more: refused the same way. The new password logs in.',
  steps: [
    {
      title:
        'as a visitor ask for a reset link for free@sim.test and open it from the outbox: the new-password form shows',
      run: async ({ client, lastMailLink, expect }) => {
        expect(await requestReset(client)).toMatchObject({ status: 200 });
        const token = tokenOf(await lastMailLink('free@sim.test'));
        expect(await checkToken(client, token)).toMatchObject({
          status: 200,
          body: { valid: true, email: 'free@sim.test' },
        });
      },
    },
    {
      title:
        'move the clock 24 hours in the cockpit and open the link again: "Link expired or invalid, request a new email", and it sets no password',
      run: async ({ client, lastMailLink, advanceClock, expect }) => {
        const token = tokenOf(await lastMailLink('free@sim.test'));
        await advanceClock(linkValidSeconds + 1);
        expect(await checkToken(client, token)).toMatchObject({ status: 410, body: linkInvalid });
        expect(await setPassword(client, token, 'new-secret-2026')).toMatchObject({
          status: 410,
          body: linkInvalid,
        });
      },
    },
    {
      title: 'ask for a fresh link and set a new password with it: saved, and free is logged in',
      run: async ({ client, lastMailLink, expect }) => {
        await requestReset(client);
        const token = tokenOf(await lastMailLink('free@sim.test'));
        expect(await setPassword(client, token, 'new-secret-2026')).toMatchObject({
          status: 200,
          body: { user: { email: 'free@sim.test' } },
        });
      },
    },
    {
      title: 'open that used link again: "Link expired or invalid, request a new email"',
      run: async ({ client, lastMailLink, expect }) => {
        const token = tokenOf(await lastMailLink('free@sim.test'));
        expect(await checkToken(client, token)).toMatchObject({ status: 410, body: linkInvalid });
        expect(await setPassword(client, token, 'other-secret-2026')).toMatchObject({
          status: 410,
          body: linkInvalid,
        });
      },
    },
    {
      title: 'log in as free@sim.test with the new password: logged in',
      run: async ({ login, expect }) => {
        const answer = await login('free@sim.test', 'new-secret-2026');
        expect(answer).toMatchObject({ status: 200, body: { user: { email: 'free@sim.test' } } });
      },
    },
  ],
});
