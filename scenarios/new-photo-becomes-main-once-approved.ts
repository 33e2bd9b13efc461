import { reviewSeconds } from '../mocks/handlers/timings';
import { personaIds } from '../mocks/seed/personas';
import { userAnswer } from './account-calls';
import { openProfile } from './member-lists';
import { ownPhotos, uploadJpeg } from './photo-upload';
import { defineScenario } from './scenario';

const run = { photoId: 0 };

export default defineScenario({
  name: 'new-photo-becomes-main-once-approved',
  area: 'members',
  rules: ['photo-active-for-sharing'],
  description: `Only an approved (active) photo is a member's main image, the one others and link previews show. Log in as new@sim.test (no photo yet) and upload a photo in My profile: it shows as waiting for approval, and the profile still has no main image. The simulation approves uploads after ${String(reviewSeconds)} s: move the clock ${String(reviewSeconds)} s in the cockpit and reload — the photo is active and the main image; log in as free@sim.test and open new's profile: it shows that photo.`,
  steps: [
    {
      title: 'log in as new@sim.test and upload a photo in My profile: pending, not the main image yet',
      run: async ({ login, client, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        const uploaded = await uploadJpeg(client);
        expect(uploaded).toMatchObject({ status: 201 });
        const { photos } = await ownPhotos(client);
        const photo = photos.find((each) => each.status === 'pending');
        expect(photo?.is_main).toBe(false);
        run.photoId = photo?.id ?? 0;
        expect(await userAnswer(client)).toMatchObject({ body: { user: { profile: { main_image: null } } } });
      },
    },
    {
      title: `move the clock ${String(reviewSeconds)} s in the cockpit and reload My profile: the photo is active and the main image`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(reviewSeconds);
        const { photos } = await ownPhotos(client);
        expect(photos.find((each) => each.id === run.photoId)).toMatchObject({
          status: 'active',
          is_main: true,
        });
        const { data } = await client.GET('/api/user.php');
        expect(data?.user.profile.main_image === null).toBe(false);
      },
    },
    {
      title: "log in as free@sim.test and open new's profile: the approved photo is its main image",
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const profile = await openProfile(client, personaIds.new);
        expect(profile.main_image === null).toBe(false);
      },
    },
  ],
});
