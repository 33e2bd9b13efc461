import type { ApiClient } from './api-client';
import { sendPhotoMessage } from './photo-upload';
import { defineScenario } from './scenario';

const conversationOfFreeAndPremium = 1;

const credits = async (client: ApiClient): Promise<number> => {
  const { data } = await client.GET('/api/user.php');
  if (data === undefined) throw new Error('nobody is logged in');
  return data.user.credits;
};

export default defineScenario({
  name: 'photo-message-costs-photo-credits',
  description:
    'premium@sim.test sends free@sim.test a photo in their conversation: it arrives as a photo message and costs the site’s photo_credits. free@sim.test trying the same is refused with 402 premium_only: photos are a premium feature (spec §6), and nothing is charged.',
  steps: [
    {
      title: 'premium’s photo costs photo_credits and arrives as a photo message',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        const { data: pricing } = await client.GET('/api/pricing.php');
        const price = pricing?.photo_credits ?? 0;
        expect(price > 0).toBe(true);
        const before = await credits(client);
        expect(await sendPhotoMessage(client, conversationOfFreeAndPremium)).toMatchObject({
          status: 201,
          body: { message: { kind: 'photo', from_me: true }, credits: before - price },
        });
        expect(await credits(client)).toBe(before - price);
      },
    },
    {
      title: 'a free member’s photo is refused as premium-only, charging nothing',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const before = await credits(client);
        expect(await sendPhotoMessage(client, conversationOfFreeAndPremium)).toMatchObject({
          status: 402,
          body: { error: { code: 'premium_only' } },
        });
        expect(await credits(client)).toBe(before);
      },
    },
  ],
});
