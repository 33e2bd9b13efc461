import { photoLimit } from '../src/domain/limits';
import { defineScenario } from './scenario';
import { ownPhotos, uploadJpeg } from './photo-upload';

export default defineScenario({
  name: 'premium-member-25-photos',
  description: `premium@sim.test (8 seeded photos) uploads until she holds the premium limit of ${photoLimit.premium}; the next upload is refused with 409 photo_limit.`,
  steps: [
    {
      title: `premium may keep ${photoLimit.premium} photos and uploads up to that many`,
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
      title: `the ${photoLimit.premium + 1}th upload is refused with photo_limit`,
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
