import { photoLimit } from '../src/domain/limits';
import { defineScenario } from './scenario';
import { ownPhotos, uploadJpeg } from './photo-upload';

export default defineScenario({
  name: 'premium-member-25-photos',
  area: 'members',
  rules: ['premium-photo-limit'],
  description: `A premium member keeps up to ${photoLimit.premium} photos. Log in as premium@sim.test (8 photos) and upload photos in My profile until ${photoLimit.premium} are there; the next upload is refused, the photo limit reached.`,
  steps: [
    {
      title: `log in as premium@sim.test and upload photos in My profile until ${photoLimit.premium} are there`,
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        const before = await ownPhotos(client);
        expect(before.limit).toBe(photoLimit.premium);
        for (let count = before.photos.length; count < photoLimit.premium; count += 1) {
          expect(await uploadJpeg(client)).toMatchObject({ status: 201 });
        }
        expect((await ownPhotos(client)).photos.length).toBe(photoLimit.premium);
      },
    },
    {
      title: `upload a ${photoLimit.premium + 1}th: refused, the photo limit is reached`,
      run: async ({ client, expect }) => {
        expect(await uploadJpeg(client)).toMatchObject({
          status: 409,
          body: { error: { code: 'photo_limit' } },
        });
        expect((await ownPhotos(client)).photos.length).toBe(photoLimit.premium);
      },
    },
  ],
});
