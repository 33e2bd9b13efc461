import { requestReset } from './account-calls';
import { defineScenario } from './scenario';

export default defineScenario({
  name: 'reset-unknown-address-not-found',
  area: 'accounts',
  rules: ['reset-email-not-found'],
  description:
    'A password reset for an address without an account says so and mails nothing. As a visitor open Login → "Forgot your password?", type nobody@sim.test and send: "E-mail address not found", and the cockpit\'s outbox stays empty for it. Type free@sim.test: the reset mail is sent.',
  steps: [
    {
      title:
        'as a visitor, ask for a reset of nobody@sim.test: "E-mail address not found", nothing is mailed',
      run: async ({ client, lastMailLink, expect }) => {
        expect(await requestReset(client, 'nobody@sim.test')).toMatchObject({
          status: 404,
          body: { error: { code: 'reset_email_not_found', message: 'E-mail address not found' } },
        });
        expect(await lastMailLink('nobody@sim.test')).toBe(undefined);
      },
    },
    {
      title: 'ask for free@sim.test: the reset mail with its link is in the outbox',
      run: async ({ client, lastMailLink, expect }) => {
        expect(await requestReset(client, 'free@sim.test')).toMatchObject({ status: 200 });
        expect(typeof (await lastMailLink('free@sim.test'))).toBe('string');
      },
    },
  ],
});
