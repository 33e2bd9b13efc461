import { applyCode, bundleOf, creditsOf, discountCodeOf, lastOrderOf, orderPackage } from './money-calls';
import { defineScenario } from './scenario';

/** No such code exists in the seed. */
const unknownCode = 'NOSUCHCODE7';
/** A code of the Netherlands only (20 % off orders from 40 EUR). */
const dutchCode = 'BIG20';
const packageCredits = 150;

/** Spec §5, word for word. */
const notFound = { status: 404, body: { error: { code: 'code_not_found', message: 'Code not found' } } };

export default defineScenario({
  name: 'discount-code-not-found',
  area: 'money',
  rules: ['discount-code-exists', 'discount-code-minimum-order'],
  description: `A discount code that does not exist, or not in the buyer's country, says "Code not found". Log in as free@sim.test (paying from the United Kingdom); open Credits, choose the ${String(packageCredits)}-credit package, type ${unknownCode} in "Discount code" and press Apply: the field says "Code not found". Type ${dutchCode} (a code of the Netherlands only) and press Apply: again "Code not found", and pressing Pay with it orders nothing. Switch "Prices for" to the Netherlands and apply ${dutchCode} to the same package there: it is accepted.`,
  steps: [
    {
      title: `log in as free@sim.test; apply the unknown code ${unknownCode} to the ${String(packageCredits)}-credit package: "Code not found"`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const bundle = await bundleOf(client, 'GB', packageCredits);
        expect(await applyCode(client, unknownCode, bundle.id)).toMatchObject(notFound);
        expect(await discountCodeOf(client, { code: unknownCode })).toMatchObject(notFound);
      },
    },
    {
      title: `apply ${dutchCode} to the United Kingdom's package: "Code not found"`,
      run: async ({ client, expect }) => {
        const bundle = await bundleOf(client, 'GB', packageCredits);
        expect(await applyCode(client, dutchCode, bundle.id)).toMatchObject(notFound);
      },
    },
    {
      title: `press Pay with ${dutchCode} in the United Kingdom anyway: "Code not found", no order, nothing charged`,
      run: async ({ client, expect }) => {
        const before = await creditsOf(client);
        expect(
          await orderPackage(
            client,
            packageCredits,
            { payment_method: 'credit_card', discount_code: dutchCode, country: 'GB' },
            'order-big20-gb',
          ),
        ).toMatchObject(notFound);
        expect(await creditsOf(client)).toBe(before);
        expect(await lastOrderOf(client)).toMatchObject({ status: 404 });
      },
    },
    {
      title: `switch "Prices for" to the Netherlands: ${dutchCode} is accepted for the same package there`,
      run: async ({ client, expect }) => {
        const bundle = await bundleOf(client, 'NL', packageCredits);
        expect(await applyCode(client, dutchCode, bundle.id)).toMatchObject({
          status: 200,
          body: { discount_code: { code: dutchCode, country: 'NL', status: 'active' } },
        });
      },
    },
  ],
});
