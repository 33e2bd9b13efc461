import { answerOf, type ApiClient } from './api-client';
import { countOf, like, likesOf, myId, unlike } from './likes-calls';
import { defineScenario } from './scenario';

const matchOf = (client: ApiClient, id: number) =>
  answerOf(client.GET('/api/match.php', { params: { query: { id } } }));

/**
 * Whom free liked back, for the steps after it. Every run starts at the first step from a reset
 * simulation, which sets it afresh.
 */
const matched = { member: 0 };

export default defineScenario({
  name: 'mutual-like-shows-match',
  area: 'likes',
  rules: ['likes-sent-received-matches'],
  description:
    "Liking back someone who liked you makes a match and opens the match modal. Log in as free@sim.test, open Likes → Received and like back a member he has not answered: the match modal shows both photos, and the member is first in Matches. Press Unlike: the match ends, while the member's like to free stays.",
  steps: [
    {
      title: 'log in as free@sim.test and like back a member from Likes → Received: a match',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const likes = await likesOf(client);
        const unanswered = likes.liked_by.find((liker) => !likes.liked.includes(liker.id));
        if (unanswered === undefined) throw new Error('free has no unanswered like in the seed');
        matched.member = unanswered.id;
        expect(await matchOf(client, matched.member)).toMatchObject({
          status: 404,
          body: { error: { code: 'not_found' } },
        });
        expect(await like(client, matched.member)).toMatchObject({
          status: 200,
          body: { match: true, profile: { id: matched.member, liked: true } },
        });
      },
    },
    {
      title: "the match modal shows the member's and free's photos; Matches starts with the member",
      run: async ({ client, expect }) => {
        const me = await myId(client);
        expect(await matchOf(client, matched.member)).toMatchObject({
          status: 200,
          body: { profile: { id: matched.member, liked: true }, me: { id: me } },
        });
        const likes = await likesOf(client);
        // Newest match first (the contract): this one was made just now.
        expect(likes.matches[0]).toBe(matched.member);
        expect(countOf(likes.matches, matched.member)).toBe(1);
        expect(countOf(likes.liked, matched.member)).toBe(1);
      },
    },
    {
      title: "press Unlike: the match ends, and the member's like to free stays in Received",
      run: async ({ client, expect }) => {
        expect(await unlike(client, matched.member)).toMatchObject({ status: 200, body: { ok: true } });
        expect(await matchOf(client, matched.member)).toMatchObject({
          status: 404,
          body: { error: { code: 'not_found' } },
        });
        const likes = await likesOf(client);
        expect(countOf(likes.matches, matched.member)).toBe(0);
        expect(countOf(likes.liked, matched.member)).toBe(0);
        expect(likes.liked_by.some((liker) => liker.id === matched.member)).toBe(true);
      },
    },
  ],
});
