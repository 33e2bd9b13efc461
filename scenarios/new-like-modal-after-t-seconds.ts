import { answerOf } from './api-client';
import { likesOf, myId } from './likes-calls';
import { defineScenario } from './scenario';

/**
 * The profile the modal showed and the likes as they were before, for the steps after it. Every
 * run starts at the first step from a reset simulation, which sets it afresh.
 */
const shown = { liker: 0, photo: '', likedByBefore: [] as number[], numNewBefore: 0 };

export default defineScenario({
  name: 'new-like-modal-after-t-seconds',
  description:
    'The server side of the new-like modal (spec §4, §9), which the app asks for once its t seconds have passed: for free@sim.test the new-like call answers another member’s profile with an id and a match photo, and records that member’s like as a new incoming like: it joins liked_by with like_new true, num_new grows by one, and the likes list carries the same photo. The t-second timer itself is the app’s.',
  steps: [
    {
      title: 'free’s new-like call answers another member with a match photo',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const before = await likesOf(client);
        shown.likedByBefore = before.liked_by.map((liker) => liker.id);
        shown.numNewBefore = before.num_new;
        const answer = await answerOf(client.GET('/api/auto-like.php'));
        expect(answer.status).toBe(200);
        const profile = answer.body !== undefined && 'profile' in answer.body ? answer.body.profile : null;
        if (profile === null) throw new Error('free got no new-like profile');
        shown.liker = profile.id;
        shown.photo = profile.main_image.match;
        expect(shown.liker === (await myId(client))).toBe(false);
        expect(shown.photo.length > 0).toBe(true);
      },
    },
    {
      title: 'that member’s like is a new incoming like: like_new true, num_new one more',
      run: async ({ client, expect }) => {
        const likes = await likesOf(client);
        expect(shown.likedByBefore.includes(shown.liker)).toBe(false);
        // The contract lists `liked_by` newest like first; the simulation adds the like at the end,
        // so the like is looked up by id.
        expect(likes.liked_by.find((liker) => liker.id === shown.liker)).toEqual({
          id: shown.liker,
          like_new: true,
        });
        expect(likes.num_new).toBe(shown.numNewBefore + 1);
        expect(likes.profiles.find((card) => card.id === shown.liker)).toMatchObject({
          main_image: { match: shown.photo },
        });
      },
    },
  ],
});
