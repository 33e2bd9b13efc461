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
  area: 'chat',
  rules: ['free-premium-features-blocked'],
  description:
    "Sending a photo in a chat is a premium feature that costs photo credits. Log in as premium@sim.test and send free@sim.test a photo in their conversation: it arrives as a photo, and her balance drops by the site's photo_credits. Log in as free@sim.test and send a photo: the premium-only alert, and nothing is charged.",
  steps: [
    {
      title:
        'log in as premium@sim.test and send free a photo in their conversation: a photo message, photo_credits charged',
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
      title: 'log in as free@sim.test and send a photo: the premium-only alert, nothing charged',
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
