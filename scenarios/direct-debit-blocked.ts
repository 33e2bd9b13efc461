import { answerOf, type ApiClient } from './api-client';
import { bundleOf, creditsOf, methodFor, sendDirectDebitForm } from './money-calls';
import { defineScenario } from './scenario';

const country = 'NL';

/** The NL package of 60 credits, as the credits page offers it. */
const packageOf = (client: ApiClient) => bundleOf(client, country, 60);

/** The direct debit form as B. Locked fills it in. */
const lockedForm = {
  account_holder: 'B. Locked',
  iban: 'NL91ABNA0417164300',
  street: 'Damrak',
  house_number: '1',
  postal_code: '1012 LG',
  city: 'Amsterdam',
  mobile_number: '+31612345678',
};

const refusal = {
  status: 403,
  body: { error: { code: 'direct_debit_blocked', message: 'Account blocked for direct debit' } },
};

/** The balance before the first step; every run starts from a reset simulation. */
const before = { credits: 0 };

export default defineScenario({
  name: 'direct-debit-blocked',
  area: 'money',
  rules: ['direct-debit-blocked'],
  description:
    'A member blocked for direct debit is told so and can pay another way. Log in as blocked@sim.test (the simulation blocks accounts whose e-mail starts with "blocked") and open /directdebit?bundle_id=<id>&country=NL: it says the account is blocked for direct debit, with a link to choose another method. Sending the form anyway is refused and charges nothing; iDEAL still works for the package.',
  steps: [
    {
      title:
        'log in as blocked@sim.test and open the direct debit form for an NL package: blocked for direct debit',
      run: async ({ login, client, expect }) => {
        expect((await login('blocked@sim.test', 'Passw0rd!')).status).toBe(200);
        before.credits = await creditsOf(client);
        const bundle = await packageOf(client);
        expect(
          await answerOf(client.GET('/api/directdebit.php', { params: { query: { bundle_id: bundle.id } } })),
        ).toMatchObject(refusal);
      },
    },
    {
      title: 'send the form anyway: refused the same way, nothing charged',
      run: async ({ client, expect }) => {
        const bundle = await packageOf(client);
        expect(
          await sendDirectDebitForm(client, lockedForm, { bundleId: bundle.id, country }, 'dd-blocked'),
        ).toMatchObject(refusal);
        expect(await creditsOf(client)).toBe(before.credits);
      },
    },
    {
      title: 'choose another method: iDEAL is offered for the package',
      run: async ({ client, expect }) => {
        const bundle = await packageOf(client);
        const ideal = await methodFor(client, country, bundle.id, 'ideal');
        expect(ideal).toMatchObject({ available: true });
      },
    },
  ],
});
