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
  area: 'members',
  rules: ['invisible-hidden-from-search', 'invisible-not-liked-first', 'invisible-not-messaged-first'],
  description:
    'Invisible mode hides a member from search, related profiles and the swipe game, and others cannot like or write to them first. Log in as free@sim.test: new@sim.test is in the search, related profiles and swipe game. Log in as new@sim.test, turn Settings → Invisible mode on and like premium@sim.test. As free, new is gone everywhere, and Like, swipe-like and Message are refused. As premium, liking new back makes a match. Turn invisible mode off: free finds new again.',
  steps: [
    {
      title:
        'log in as free@sim.test: new@sim.test is in the search, the related profiles and the swipe game',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        seen.profile = await openProfile(client, invisibleId);
        seen.alike = await mostAlike(client, invisibleId);
        expect(await whereFreeMeetsNew(client)).toEqual({ search: true, related: true, swipe: true });
      },
    },
    {
      title:
        'log in as new@sim.test, turn Settings → Invisible mode on (no new-like modal comes any more) and like premium@sim.test',
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
      title: 'log in as free@sim.test: new is in neither the search, the related profiles nor the swipe game',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await whereFreeMeetsNew(client)).toEqual({ search: false, related: false, swipe: false });
      },
    },
    {
      title: 'as free press Like, swipe right and Message on new: each refused, the member is invisible',
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
      title: 'log in as premium@sim.test and like new back: a match, since new liked first',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await like(client, invisibleId)).toMatchObject({ status: 200, body: { match: true } });
      },
    },
    {
      title:
        'log in as new@sim.test and turn invisible mode off; as free@sim.test, new is in the search again',
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
