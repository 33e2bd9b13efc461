import { defineScenario } from './scenario';

/** Contract: a reset link is valid 24 hours and can be used once. */
const linkValidSeconds = 24 * 60 * 60;

const tokenOf = (link: string | undefined): string => {
  const token = new URL(link ?? '', 'http://sim.test').searchParams.get('token');
  if (token === null) throw new Error(`no reset link with a token: ${String(link)}`);
  return token;
};

const linkInvalid = { error: { code: 'reset_link_invalid' } };

export default defineScenario({
  name: 'reset-link-expired',
  description:
    'free@sim.test asks for a password reset: the mailed link works at first, is refused with 410 reset_link_invalid ("Link expired or invalid, request a new email") once 24 hours have passed, and a fresh link is refused the same way after it was used once.',
  steps: [
    {
      title: 'the mailed link is valid at first',
      run: async ({ call, lastMailLink, expect }) => {
        const sent = await call('requestPasswordReset', { body: { email: 'free@sim.test' } });
        expect(sent).toMatchObject({ status: 200 });
        const token = tokenOf(await lastMailLink('free@sim.test'));
        const check = await call('checkPasswordResetToken', { query: { token } });
        expect(check).toMatchObject({ status: 200, body: { valid: true, email: 'free@sim.test' } });
      },
    },
    {
      title: 'after 24 hours the link is refused, for checking and for setting a password',
      run: async ({ call, lastMailLink, advanceClock, expect }) => {
        const token = tokenOf(await lastMailLink('free@sim.test'));
        await advanceClock(linkValidSeconds + 1);
        const check = await call('checkPasswordResetToken', { query: { token } });
        expect(check).toMatchObject({ status: 410, body: linkInvalid });
        const complete = await call('completePasswordReset', {
          body: { token, password: 'new-secret-2026', password_confirmation: 'new-secret-2026' },
        });
        expect(complete).toMatchObject({ status: 410, body: linkInvalid });
      },
    },
    {
      title: 'a fresh link sets the new password once',
      run: async ({ call, lastMailLink, expect }) => {
        await call('requestPasswordReset', { body: { email: 'free@sim.test' } });
        const token = tokenOf(await lastMailLink('free@sim.test'));
        const complete = await call('completePasswordReset', {
          body: { token, password: 'new-secret-2026', password_confirmation: 'new-secret-2026' },
        });
        expect(complete).toMatchObject({ status: 200, body: { user: { email: 'free@sim.test' } } });
      },
    },
    {
      title: 'the used link is refused',
      run: async ({ call, lastMailLink, expect }) => {
        const token = tokenOf(await lastMailLink('free@sim.test'));
        const check = await call('checkPasswordResetToken', { query: { token } });
        expect(check).toMatchObject({ status: 410, body: linkInvalid });
        const again = await call('completePasswordReset', {
          body: { token, password: 'other-secret-2026', password_confirmation: 'other-secret-2026' },
        });
        expect(again).toMatchObject({ status: 410, body: linkInvalid });
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
