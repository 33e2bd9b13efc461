import { paymentMethodCodes, paymentMethodNames, paymentMethodsFor } from '../src/domain/payment-methods';
import type { ApiClient } from './api-client';
import { defineScenario } from './scenario';

/** Countries that between them offer every method of the spec's list. */
const countries = ['GB', 'NL', 'BE', 'DE', 'AT', 'PL', 'DK', 'FI', 'SE', 'NO', 'CH', 'IT', 'FR', 'ES'];

const offeredIn = async (client: ApiClient, country: string) => {
  const { data, response } = await client.GET('/api/payment-methods.php', { params: { query: { country } } });
  if (data === undefined)
    throw new Error(`payment methods of ${country} answered ${String(response.status)}`);
  return data.methods;
};

export default defineScenario({
  name: 'payment-methods-per-country',
  area: 'money',
  rules: ['payment-methods'],
  description: `Each country offers its own payment methods, and between them the site offers all ${String(paymentMethodCodes.length)} of the spec's list. Log in as free@sim.test; open Credits and switch "Prices for" through the countries: the Netherlands shows iDEAL first and ends with SEPA direct debit and wire transfer; Poland starts with BLIK and Przelewy24; Sweden with Swish; Switzerland with TWINT; every country offers cards, PayPal and Apple Pay.`,
  site: { countries },
  steps: [
    {
      title:
        'log in as free@sim.test; open Credits with "Prices for" the Netherlands: iDEAL first, then the cards, PayPal and Apple Pay, then SEPA direct debit, wire transfer and Paysafecard',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const methods = await offeredIn(client, 'NL');
        expect(methods.map((method) => method.code)).toEqual(paymentMethodsFor('NL'));
        expect(methods.map((method) => method.name)).toEqual(
          paymentMethodsFor('NL').map((code) => paymentMethodNames[code]),
        );
      },
    },
    {
      title: `switch "Prices for" through ${countries.join(', ')}: each shows its own methods, and together all ${String(paymentMethodCodes.length)} of the list`,
      run: async ({ client, expect }) => {
        const seen = new Set<string>();
        for (const country of countries) {
          const codes = (await offeredIn(client, country)).map((method) => method.code);
          expect(codes).toEqual(paymentMethodsFor(country));
          for (const code of codes) seen.add(code);
        }
        expect([...seen].sort()).toEqual([...paymentMethodCodes].sort());
      },
    },
  ],
});
