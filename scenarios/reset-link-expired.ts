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
  description:
    'free@sim.test asks for a password reset: the mailed link works at first, is refused with 410 reset_link_invalid ("Link expired or invalid, request a new email") once 24 hours have passed, and a fresh link is refused the same way after it was used once.',
  steps: [
    {
      title: 'the mailed link is valid at first',
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
      title: 'after 24 hours the link is refused, for checking and for setting a password',
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
      title: 'a fresh link sets the new password once',
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
      title: 'the used link is refused',
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
      title: 'the new password logs in',
      run: async ({ login, expect }) => {
        const answer = await login('free@sim.test', 'new-secret-2026');
        expect(answer).toMatchObject({ status: 200, body: { user: { email: 'free@sim.test' } } });
      },
    },
  ],
});
