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
  description:
    'The seeded blocked@sim.test has blocked free@sim.test. Another member finds her in search and related profiles; free gets 403 blocked_by_member with her name ("You\'re blocked by blocked") on her profile, cannot like her or start a conversation with her, and finds her in neither his search nor the related profiles.',
  steps: [
    {
      title: 'a member nobody blocked opens her profile and finds her in search and related profiles',
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
      title: 'free opening her profile gets blocked_by_member: "You\'re blocked by blocked"',
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
      title: 'free can neither like her nor start a conversation with her',
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
      title: 'she is in neither free’s search nor the related profiles he sees',
      run: async ({ client, expect }) => {
        expect((await searchAround(client, blockerProfile())).includes(blockerId)).toBe(false);
        expect((await relatedTo(client, seen.alike)).includes(blockerId)).toBe(false);
      },
    },
  ],
});
