import { confirmMailChange, requestMailChange, tokenOf, userAnswer } from './account-calls';
import { defineScenario } from './scenario';

const newAddress = 'free.renamed@sim.test';

export default defineScenario({
  name: 'mail-change-invalid-address',
  area: 'accounts',
  rules: ['new-email-valid', 'email-not-taken'],
  description: `A new e-mail address must be valid and free. Log in as free@sim.test; open Settings → Change e-mail, type "free.renamed@sim" and the password Passw0rd!, press Save: "New email adress is invalid". Type premium@sim.test: that address already owns an account. Type ${newAddress}: a confirmation link is mailed there (see the outbox in the cockpit); open it: the login address is ${newAddress}.`,
  steps: [
    {
      title:
        'log in as free@sim.test; in Settings → Change e-mail type "free.renamed@sim": "New email adress is invalid"',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await requestMailChange(client, 'free.renamed@sim', 'Passw0rd!')).toMatchObject({
          status: 400,
          body: {
            error: {
              code: 'validation',
              fields: { new_email: 'invalid_email' },
            },
          },
        });
      },
    },
    {
      title: 'type premium@sim.test: refused, that address already owns an account',
      run: async ({ client, expect }) => {
        expect(await requestMailChange(client, 'premium@sim.test', 'Passw0rd!')).toMatchObject({
          status: 409,
          body: { error: { code: 'email_taken' } },
        });
      },
    },
    {
      title: `type ${newAddress}, then open the link mailed to it (cockpit outbox): the login address changes`,
      run: async ({ client, lastMailLink, expect }) => {
        expect(await requestMailChange(client, newAddress, 'Passw0rd!')).toMatchObject({ status: 200 });
        expect(await userAnswer(client)).toMatchObject({ body: { user: { email: 'free@sim.test' } } });
        expect(await confirmMailChange(client, tokenOf(await lastMailLink(newAddress)))).toMatchObject({
          status: 200,
          body: { user: { email: newAddress } },
        });
      },
    },
  ],
});
