import { answerOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

const likesOf = async (client: ApiClient) => {
  const { data, response } = await client.GET('/api/likes.php');
  if (data === undefined) throw new Error(`likes answered ${String(response.status)}`);
  return data;
};

const newLikers = async (client: ApiClient): Promise<number[]> =>
  (await likesOf(client)).liked_by.filter((like) => like.like_new).map((like) => like.id);

const open = (client: ApiClient, id: number) =>
  answerOf(client.GET('/api/member.php', { params: { query: { id } } }));

/**
 * Who free opened and the likes as they were then, for the steps after it. Every run starts at
 * the first step from a reset simulation, which sets it afresh.
 */
const opened = { liker: 0, newBefore: [] as number[] };

export default defineScenario({
  name: 'opening-a-new-like-marks-it-seen',
  area: 'likes',
  rules: ['like-new-until-profile-opened'],
  description:
    "Opening the profile of someone whose like is new marks that like seen. Log in as free@sim.test and open Likes → Received: some likes are marked new, and the Likes badge counts them. Open one liker's profile: back on Likes that like is no longer new and the badge is one lower; the others stay new. Opening the profile again changes nothing.",
  steps: [
    {
      title: 'log in as free@sim.test and open the profile of a member whose like is new',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const likes = await likesOf(client);
        opened.newBefore = await newLikers(client);
        expect(likes.num_new).toBe(opened.newBefore.length);
        const [liker] = opened.newBefore;
        if (liker === undefined) throw new Error('free has no new like in the seed');
        opened.liker = liker;
        expect(await open(client, liker)).toMatchObject({
          status: 200,
          body: { relation: { liked_me: true } },
        });
      },
    },
    {
      title: 'back on Likes: that like is seen, the badge one lower, the other new likes still new',
      run: async ({ client, expect }) => {
        const likes = await likesOf(client);
        expect(likes.liked_by.find((like) => like.id === opened.liker)).toEqual({
          id: opened.liker,
          like_new: false,
        });
        expect(likes.num_new).toBe(opened.newBefore.length - 1);
        expect(await newLikers(client)).toEqual(opened.newBefore.filter((id) => id !== opened.liker));
      },
    },
    {
      title: 'open the same profile again: nothing changes',
      run: async ({ client, expect }) => {
        const before = await likesOf(client);
        expect(await open(client, opened.liker)).toMatchObject({ status: 200 });
        expect(await likesOf(client)).toEqual(before);
      },
    },
  ],
});
