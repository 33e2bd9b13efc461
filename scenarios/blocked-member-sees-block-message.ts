import { personaIds } from '../mocks/seed/personas';
import type { components } from '../generated/schema';
import { answerOf, idempotencyKey } from './api-client';
import { mostAlike, openProfile, relatedTo, searchAround } from './member-lists';
import { defineScenario } from './scenario';

const blockerId = personaIds.blocked;

/**
 * What the first step saw as a member nobody blocked, for the steps after it. Every run starts at
 * the first step from a reset simulation, which sets it afresh.
 */
const seen: { profile?: components['schemas']['Profile']; alike: number } = { alike: 0 };

const blockerProfile = () => {
  if (seen.profile === undefined) throw new Error('the first step did not run');
  return seen.profile;
};

export default defineScenario({
  name: 'blocked-member-sees-block-message',
  area: 'members',
  rules: ['blocked-cannot-see-blocker', 'report-and-block-member'],
  description:
    'A member who blocked you is hidden from you, and their page says who blocked you. (In the seed blocked@sim.test has blocked free@sim.test.) Log in as premium@sim.test: blocked\'s profile opens, and she is in the search and related profiles. Log in as free@sim.test and open /members/6: "You\'re blocked by blocked"; Like and Message are refused; she is in neither the search nor the related profiles.',
  steps: [
    {
      title:
        "log in as premium@sim.test: blocked@sim.test's profile opens, and she is in the search and related profiles",
      run: async ({ login, client, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        seen.profile = await openProfile(client, blockerId);
        expect(seen.profile.name).toBe('blocked');
        expect((await searchAround(client, seen.profile)).includes(blockerId)).toBe(true);
        seen.alike = await mostAlike(client, blockerId);
        expect((await relatedTo(client, seen.alike)).includes(blockerId)).toBe(true);
      },
    },
    {
      title: 'log in as free@sim.test and open her profile (/members/6): "You\'re blocked by blocked"',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const answer = await answerOf(
          client.GET('/api/member.php', { params: { query: { id: blockerId } } }),
        );
        expect(answer).toMatchObject({
          status: 403,
          body: {
            error: { code: 'blocked_by_member', name: 'blocked', message: "You're blocked by blocked" },
          },
        });
      },
    },
    {
      title: 'press Like and Message on her: both refused',
      run: async ({ client, expect }) => {
        const refusal = { status: 403, body: { error: { code: 'blocked_by_member', name: 'blocked' } } };
        const like = await answerOf(
          client.POST('/api/like.php', {
            body: { profile_id: blockerId },
            params: { header: { 'Idempotency-Key': idempotencyKey('like-blocker') } },
          }),
        );
        expect(like).toMatchObject(refusal);
        const chat = await answerOf(
          client.POST('/api/chat.php', {
            body: { profile_id: blockerId },
            params: { header: { 'Idempotency-Key': idempotencyKey('chat-blocker') } },
          }),
        );
        expect(chat).toMatchObject(refusal);
      },
    },
    {
      title: 'search and open related profiles as free: she is in neither',
      run: async ({ client, expect }) => {
        expect((await searchAround(client, blockerProfile())).includes(blockerId)).toBe(false);
        expect((await relatedTo(client, seen.alike)).includes(blockerId)).toBe(false);
      },
    },
  ],
});
