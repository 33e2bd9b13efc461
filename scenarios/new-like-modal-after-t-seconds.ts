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
  area: 'likes',
  rules: ['like-modal-after-t-seconds', 'like-new-until-profile-opened'],
  description:
    "The new-like modal shows a member who just liked you, t seconds after the page loads. Log in as free@sim.test and open /members?t=5; after 5 s the modal shows another member's photo. That like is new: Likes → Received lists it as new and the badge counts one more. (The timer itself is the app's; the server gives the profile.)",
  steps: [
    {
      title: 'log in as free@sim.test and open /members?t=5: after 5 s the modal shows a member with a photo',
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
      title: "open Likes → Received: that member's like is new, the badge one higher",
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
