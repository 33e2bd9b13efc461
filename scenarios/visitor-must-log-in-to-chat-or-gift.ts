import { personaIds } from '../mocks/seed/personas';
import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const loggedOut = { status: 403, body: { error: { code: 'authentication_required' } } };

const cheapestGiftId = async (client: ApiClient): Promise<number> => {
  const { data } = await client.GET('/api/gifts.php');
  const gift = [...(data?.gifts ?? [])].sort((a, b) => a.credits - b.credits)[0];
  if (gift === undefined) throw new Error('the site has no gifts');
  return gift.id;
};

const sendGift = (client: ApiClient, giftId: number) =>
  answerOf(
    client.POST('/api/gifts.php', {
      body: { profile_id: personaIds.premium, gift_id: giftId },
      params: { header: { 'Idempotency-Key': idempotencyKey('visitor-gift') } },
    }),
  );

const startChat = (client: ApiClient) =>
  answerOf(
    client.POST('/api/chat.php', {
      body: { profile_id: personaIds.premium },
      params: { header: { 'Idempotency-Key': idempotencyKey('visitor-chat') } },
    }),
  );

/** The gift chosen while logged in, sent again by the visitor. */
const run = { giftId: 0 };

export default defineScenario({
  name: 'visitor-must-log-in-to-chat-or-gift',
  area: 'visitors',
  rules: ['visitor-chat-needs-login', 'visitor-gift-needs-login', 'visitor-photos-need-login'],
  description:
    'A visitor sees one photo of a member and must log in to see more, to chat or to send a gift. Log in as free@sim.test to note the cheapest gift, then log out. As a visitor open the profile of premium@sim.test (/members/2): one photo shows, with "Login to view more photos of premium"; press Message: "You need to be logged in to chat"; press Gift: "You need to be logged in to send a gift to premium".',
  steps: [
    {
      title: 'log in as free@sim.test, note the cheapest gift, and log out',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        run.giftId = await cheapestGiftId(client);
        expect((await answerOf(client.GET('/api/logout.php'))).status).toBe(200);
      },
    },
    {
      title: 'as a visitor open /members/2 (premium): one photo, the others need a login',
      run: async ({ client, expect }) => {
        const { data, response } = await client.GET('/api/member.php', {
          params: { query: { id: personaIds.premium } },
        });
        expect(response.status).toBe(200);
        expect((data?.photos.length ?? 0) <= 1).toBe(true);
        expect((data?.hidden_photo_count ?? 0) > 0).toBe(true);
      },
    },
    {
      title: 'press Message: "You need to be logged in to chat"',
      run: async ({ client, expect }) => {
        expect(await startChat(client)).toMatchObject(loggedOut);
      },
    },
    {
      title: 'press Gift and choose the gift: "You need to be logged in to send a gift to premium"',
      run: async ({ client, expect }) => {
        expect(await sendGift(client, run.giftId)).toMatchObject(loggedOut);
      },
    },
  ],
});
