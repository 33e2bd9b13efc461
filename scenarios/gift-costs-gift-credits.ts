import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const conversationOfFreeAndPremium = 1;

const giftTo = (client: ApiClient, profileId: number, giftId: number) =>
  answerOf(
    client.POST('/api/gifts.php', {
      body: { profile_id: profileId, gift_id: giftId, conversation: conversationOfFreeAndPremium },
      params: { header: { 'Idempotency-Key': idempotencyKey('gift-costs') } },
    }),
  );

const me = async (client: ApiClient) => {
  const { data } = await client.GET('/api/user.php');
  if (data === undefined) throw new Error('nobody is logged in');
  return data.user;
};

/** The other member of conversation 1, and the cheapest gift of the catalogue. */
const setting = { other: 0 };

const cheapestGift = async (client: ApiClient) => {
  const { data } = await client.GET('/api/gifts.php');
  const gift = [...(data?.gifts ?? [])].sort((a, b) => a.credits - b.credits)[0];
  if (gift === undefined) throw new Error('the site has no gifts');
  return gift;
};

export default defineScenario({
  name: 'gift-costs-gift-credits',
  area: 'chat',
  rules: ['insufficient-credits-alert', 'free-messages-limited'],
  description:
    'A gift costs its credits and never a free message. Log in as premium@sim.test and send free@sim.test the cheapest gift in their conversation: it arrives as a gift, and her balance drops by its price. Log in as free@sim.test (free messages left, no credits) and send a gift: the insufficient-credits alert.',
  steps: [
    {
      title:
        'log in as premium@sim.test and send free the cheapest gift: it arrives as a gift message and costs its credits',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        const { data: chats } = await client.GET('/api/chats.php');
        const chat = chats?.chats.find((each) => each.conversation.id === conversationOfFreeAndPremium);
        if (chat === undefined) throw new Error('premium has no conversation 1');
        setting.other = chat.profile.id;
        const gift = await cheapestGift(client);
        const before = (await me(client)).credits;
        expect(await giftTo(client, setting.other, gift.id)).toMatchObject({
          status: 201,
          body: { message: { kind: 'gift', gift: { id: gift.id } }, credits: before - gift.credits },
        });
        expect((await me(client)).credits).toBe(before - gift.credits);
      },
    },
    {
      title:
        'log in as free@sim.test (free messages left, 0 credits) and send a gift: the insufficient-credits alert',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const free = await me(client);
        expect(free.credits).toBe(0);
        expect(free.free_messages_left > 0).toBe(true);
        const { data: chats } = await client.GET('/api/chats.php');
        const premium = chats?.chats.find((each) => each.conversation.id === conversationOfFreeAndPremium);
        if (premium === undefined) throw new Error('free has no conversation 1');
        const gift = await cheapestGift(client);
        expect(await giftTo(client, premium.profile.id, gift.id)).toMatchObject({
          status: 402,
          body: { error: { code: 'insufficient_credits' } },
        });
        expect((await me(client)).free_messages_left).toBe(free.free_messages_left);
      },
    },
  ],
});
