import { activate, signUp, tokenOf, userAnswer, validSignup } from './account-calls';
import { defineScenario } from './scenario';

/** A link whose token the server never issued: mistyped, or from another site. */
const unknownToken = 'NoSuchActivationToken42';

export default defineScenario({
  name: 'activation-link-invalid-refused',
  area: 'accounts',
  rules: ['activation-failed'],
  description: `An activation link the server does not know fails with the activation error page and its help message, and confirms nothing. As a visitor sign up as ${validSignup.email}; open /activate?token=${unknownToken}: "Activation failed" with help, and the account is still not confirmed. Open the real link from the cockpit's outbox: the account is active.`,
  steps: [
    {
      title: `as a visitor sign up as ${validSignup.email}: the account waits for confirmation`,
      run: async ({ client, expect }) => {
        expect(await signUp(client)).toMatchObject({
          status: 201,
          body: { user: { status: 'not_confirmed' } },
        });
      },
    },
    {
      title: `open /activate?token=${unknownToken}: "Activation failed", still not confirmed`,
      run: async ({ client, expect }) => {
        expect(await activate(client, unknownToken)).toMatchObject({
          status: 400,
          body: { error: { code: 'activation_failed' } },
        });
        expect(await userAnswer(client)).toMatchObject({ body: { user: { status: 'not_confirmed' } } });
      },
    },
    {
      title: 'open the link from the outbox: the account is active',
      run: async ({ client, lastMailLink, expect }) => {
        expect(await activate(client, tokenOf(await lastMailLink(validSignup.email)))).toMatchObject({
          status: 200,
          body: { user: { status: 'active' } },
        });
      },
    },
  ],
});
