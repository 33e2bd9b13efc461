import { personaIds } from '../mocks/seed/personas';
import type { components } from '../generated/schema';
import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { mostAlike, openProfile, relatedTo, searchAround, swipeCandidates } from './member-lists';
import { defineScenario } from './scenario';

const invisibleId = personaIds.new;

/**
 * What free saw while new was visible, for the steps after it. Every run starts at the first step
 * from a reset simulation, which sets it afresh.
 */
const seen: { profile?: components['schemas']['Profile']; alike: number } = { alike: 0 };

const invisibleProfile = () => {
  if (seen.profile === undefined) throw new Error('the first step did not run');
  return seen.profile;
};

/** Where free can meet new: the narrowed search, the related profiles, the swipe game. */
const whereFreeMeetsNew = async (client: ApiClient) => ({
  search: (await searchAround(client, invisibleProfile())).includes(invisibleId),
  related: (await relatedTo(client, seen.alike)).includes(invisibleId),
  swipe: (await swipeCandidates(client)).includes(invisibleId),
});

const like = (client: ApiClient, profileId: number) =>
  answerOf(
    client.POST('/api/like.php', {
      body: { profile_id: profileId },
      params: { header: { 'Idempotency-Key': idempotencyKey('like') } },
    }),
  );

export default defineScenario({
  name: 'invisible-member-hidden-from-search',
  description:
    'new@sim.test turns invisible mode on and leaves free@sim.test’s search, related profiles and swipe candidates; free cannot like them, swipe-like them or start a conversation with them (403 member_invisible); premium@sim.test, whom new liked first, can like them back, which makes a match; new gets no new-like profile while invisible; turned off, new is found again.',
  steps: [
    {
      title: 'while new is visible, free meets them in search, related profiles and the swipe game',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        seen.profile = await openProfile(client, invisibleId);
        seen.alike = await mostAlike(client, invisibleId);
        expect(await whereFreeMeetsNew(client)).toEqual({ search: true, related: true, swipe: true });
      },
    },
    {
      title: 'new turns invisible mode on, gets no new-like profile, and likes premium first',
      run: async ({ login, client, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await answerOf(client.PUT('/api/invisible.php', { body: { invisible: true } }))).toMatchObject(
          { status: 200, body: { user: { invisible: true } } },
        );
        // Hidden members are found by nobody, so the new-like modal has no one to show them.
        expect(await answerOf(client.GET('/api/auto-like.php'))).toMatchObject({
          status: 200,
          body: { profile: null },
        });
        expect(await like(client, personaIds.premium)).toMatchObject({ status: 200, body: { match: false } });
      },
    },
    {
      title: 'free no longer meets them anywhere',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await whereFreeMeetsNew(client)).toEqual({ search: false, related: false, swipe: false });
      },
    },
    {
      title: 'free cannot like, swipe-like or write to them first: member_invisible',
      run: async ({ client, expect }) => {
        const refusal = { status: 403, body: { error: { code: 'member_invisible' } } };
        expect(await like(client, invisibleId)).toMatchObject(refusal);
        const swipe = await answerOf(
          client.POST('/api/swipe.php', {
            body: { profile_id: invisibleId, action: 'like' },
            params: { header: { 'Idempotency-Key': idempotencyKey('swipe-invisible') } },
          }),
        );
        expect(swipe).toMatchObject(refusal);
        const chat = await answerOf(
          client.POST('/api/chat.php', {
            body: { profile_id: invisibleId },
            params: { header: { 'Idempotency-Key': idempotencyKey('chat-invisible') } },
          }),
        );
        expect(chat).toMatchObject(refusal);
      },
    },
    {
      title: 'premium, whom new liked first, likes them back: a match',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await like(client, invisibleId)).toMatchObject({ status: 200, body: { match: true } });
      },
    },
    {
      title: 'new turns invisible mode off: free meets them again',
      run: async ({ login, client, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(
          await answerOf(client.PUT('/api/invisible.php', { body: { invisible: false } })),
        ).toMatchObject({ status: 200, body: { user: { invisible: false } } });
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await whereFreeMeetsNew(client)).toEqual({ search: true, related: true, swipe: true });
      },
    },
  ],
});
