import { providerConfirmSeconds } from '../mocks/handlers/timings';
import { photoLimit } from '../src/domain/limits';
import type { ApiClient } from './api-client';
import { bundlesIn, me, paymentOf, placeOrder, placedOrder } from './money-calls';
import { defineScenario } from './scenario';

const country = 'GB';

/** The smallest package: any purchase makes premium. */
const smallestPackage = async (client: ApiClient) => {
  const bundle = (await bundlesIn(client, country))[0];
  if (bundle === undefined) throw new Error(`no package in ${country}`);
  return bundle;
};

const ownPhotoLimit = async (client: ApiClient) => {
  const { data, response } = await client.GET('/api/profile.php');
  if (data === undefined) throw new Error(`own profile answered ${String(response.status)}`);
  return data.photo_limit;
};

const profileOf = async (client: ApiClient, id: number) => {
  const { data, response } = await client.GET('/api/member.php', { params: { query: { id } } });
  if (data === undefined) throw new Error(`profile ${String(id)} answered ${String(response.status)}`);
  return data;
};

/** A member of free's search whose photos free cannot all see. */
const memberWithHiddenPhotos = async (client: ApiClient) => {
  const { data } = await client.GET('/api/search.php', { params: { query: { page: 1, per_page: 24 } } });
  for (const card of data?.profiles ?? []) {
    const profile = await profileOf(client, card.id);
    if (profile.hidden_photo_count > 0) return profile;
  }
  throw new Error('free’s search shows nobody with photos withheld from free members');
};

/** What the steps after the first need; every run starts from a reset simulation. */
const run = { credits: 0, orderId: '', packageCredits: 0, member: 0, visible: 0, hidden: 0 };

export default defineScenario({
  name: 'purchase-makes-premium',
  area: 'money',
  rules: [
    'purchase-makes-premium',
    'free-cannot-see-all-photos',
    'premium-sees-all-photos',
    'premium-photo-limit',
  ],
  description: `Any purchase makes the member premium at once: all photos of others, and up to ${String(photoLimit.premium)} own photos. Log in as free@sim.test; open a member's profile from the search: only the first photo shows, with "… more photos" and "Premium members see all photos of …"; My profile allows ${String(photoLimit.free)} photos; the top bar says Get Premium. Open Credits, buy the smallest package with PayPal; on the provider's page press "Pay" (or wait ${String(providerConfirmSeconds)} s). The result page says "You are premium now"; without logging in again the top bar shows Credits, the same profile shows all its photos, and My profile allows ${String(photoLimit.premium)} photos.`,
  steps: [
    {
      title: `log in as free@sim.test: not premium, ${String(photoLimit.free)} photos allowed, a member's profile shows only part of the photos`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const user = await me(client);
        expect(user.paid_user).toBe(false);
        run.credits = user.credits;
        expect(await ownPhotoLimit(client)).toBe(photoLimit.free);
        const profile = await memberWithHiddenPhotos(client);
        run.member = profile.profile.id;
        run.visible = profile.photos.length;
        run.hidden = profile.hidden_photo_count;
        expect(run.visible <= 1).toBe(true);
      },
    },
    {
      title:
        'press Get Premium: every tier promises all photos and 25 own photos; buy the smallest package with PayPal',
      run: async ({ client, expect }) => {
        const { data: tiers } = await client.GET('/api/premium.php', { params: { query: { country } } });
        for (const tier of tiers?.tiers ?? []) {
          expect(tier.features.includes('all_photos') && tier.features.includes('photos_25')).toBe(true);
        }
        const bundle = await smallestPackage(client);
        run.packageCredits = bundle.credits;
        const answer = await placeOrder(
          client,
          { bundle_id: bundle.id, payment_method: 'paypal', country },
          'order-premium',
        );
        expect(answer).toMatchObject({ status: 201, body: { payment: { state: 'pending' } } });
        run.orderId = placedOrder(answer).order.id;
      },
    },
    {
      title: `the provider confirms (press "Pay", or wait ${String(providerConfirmSeconds)} s): completed, and free is premium at once`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(providerConfirmSeconds);
        expect(await paymentOf(client, run.orderId)).toMatchObject({
          status: 200,
          body: { payment: { state: 'completed', credits_added: run.packageCredits } },
        });
        const user = await me(client);
        expect(user.paid_user).toBe(true);
        expect(user.credits).toBe(run.credits + run.packageCredits);
      },
    },
    {
      title: `premium at once: ${String(photoLimit.premium)} photos allowed, and the same profile shows all its photos`,
      run: async ({ client, expect }) => {
        expect(await ownPhotoLimit(client)).toBe(photoLimit.premium);
        const profile = await profileOf(client, run.member);
        expect(profile.hidden_photo_count).toBe(0);
        expect(profile.photos.length).toBe(run.visible + run.hidden);
      },
    },
  ],
});
