import { photoLimit } from '../src/domain/limits';
import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { defineScenario } from './scenario';
import { ownPhotos, sendPhotoMessage } from './photo-upload';

const conversationWithFree = 1;

const credits = async (client: ApiClient): Promise<number> => {
  const { data } = await client.GET('/api/user.php');
  if (data === undefined) throw new Error('premium is not logged in');
  return data.user.credits;
};

const sendText = (client: ApiClient, conversation: number, text: string) =>
  answerOf(
    client.POST('/api/messages.php', {
      body: { conversation, text },
      params: { header: { 'Idempotency-Key': idempotencyKey('premium-zero') } },
    }),
  );

/** Members premium has no conversation with. */
const strangers = async (client: ApiClient): Promise<number[]> => {
  const { data: chats } = await client.GET('/api/chats.php');
  const talkedTo = new Set((chats?.chats ?? []).map((chat) => chat.profile.id));
  const { data } = await client.GET('/api/search.php', { params: { query: { page: 1, per_page: 24 } } });
  return (data?.profiles ?? []).map((card) => card.id).filter((id) => id > 100 && !talkedTo.has(id));
};

export default defineScenario({
  name: 'premium-features-work-with-zero-credits',
  area: 'money',
  rules: ['premium-features-without-credits', 'insufficient-credits-alert'],
  description:
    'A premium member with no credits left stays premium: only what costs credits is refused. Log in as premium@sim.test and write to free@sim.test until the balance is 0. She is still premium: she may start conversations with anyone and keep 25 photos; a message or a photo is refused with the insufficient-credits alert, never the premium-only one.',
  steps: [
    {
      title: 'log in as premium@sim.test and write to free until the balance is 0',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        const { data: pricing } = await client.GET('/api/pricing.php');
        const price = pricing?.message_credits ?? 0;
        expect(price > 0).toBe(true);
        for (let left = await credits(client); left >= price; left -= price) {
          expect(
            await sendText(client, conversationWithFree, `Message at ${String(left)} credits`),
          ).toMatchObject({
            status: 201,
            body: { credits: left - price },
          });
        }
        expect((await credits(client)) < price).toBe(true);
      },
    },
    {
      title: 'with 0 credits she is still premium: she may start more conversations and keep 25 photos',
      run: async ({ client, expect }) => {
        const { data: me } = await client.GET('/api/user.php');
        expect(me?.user.paid_user).toBe(true);
        const [first, second, third] = await strangers(client);
        for (const profile of [first, second, third]) {
          if (profile === undefined) throw new Error('the search found too few strangers');
          expect(
            await answerOf(
              client.POST('/api/chat.php', {
                body: { profile_id: profile },
                params: { header: { 'Idempotency-Key': idempotencyKey('premium-zero-start') } },
              }),
            ),
          ).toMatchObject({ status: 201 });
        }
        expect((await ownPhotos(client)).limit).toBe(photoLimit.premium);
      },
    },
    {
      title: 'send a message and a photo: the insufficient-credits alert, not premium-only',
      run: async ({ client, expect }) => {
        expect(await sendText(client, conversationWithFree, 'One more?')).toMatchObject({
          status: 402,
          body: { error: { code: 'insufficient_credits' } },
        });
        expect(await sendPhotoMessage(client, conversationWithFree)).toMatchObject({
          status: 402,
          body: { error: { code: 'insufficient_credits' } },
        });
      },
    },
  ],
});
