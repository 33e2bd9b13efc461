import { photoLimit } from '../src/domain/limits';
import { defineScenario } from './scenario';
import { deletePhoto, ownPhotos, uploadJpeg } from './photo-upload';

export default defineScenario({
  name: 'free-member-photo-limit',
  area: 'members',
  rules: ['free-photo-limit'],
  description: `A free member keeps at most ${photoLimit.free} photos, photos waiting for approval included. Log in as free@sim.test and open My profile → Photos: upload photos until ${photoLimit.free} are there; Browse gives way to the limit and the way to premium, and one more upload is refused. Delete a photo: an upload works again.`,
  steps: [
    {
      title: `log in as free@sim.test and upload photos in My profile until ${photoLimit.free} are there`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const before = await ownPhotos(client);
        expect(before.limit).toBe(photoLimit.free);
        for (let count = before.photos.length; count < photoLimit.free; count += 1) {
          expect(await uploadJpeg(client)).toMatchObject({
            status: 201,
            body: { photo: { status: 'pending' } },
          });
        }
        expect((await ownPhotos(client)).photos.length).toBe(photoLimit.free);
      },
    },
    {
      title: 'upload one more: refused, the photo limit is reached, and nothing is stored',
      run: async ({ client, expect }) => {
        expect(await uploadJpeg(client)).toMatchObject({
          status: 409,
          body: { error: { code: 'photo_limit' } },
        });
        expect((await ownPhotos(client)).photos.length).toBe(photoLimit.free);
      },
    },
    {
      title: 'delete a photo and upload again: the upload works',
      run: async ({ client, expect }) => {
        const [first] = (await ownPhotos(client)).photos;
        if (first === undefined) throw new Error('free has no photo to delete');
        expect(await deletePhoto(client, first.id)).toMatchObject({ status: 200 });
        expect(await uploadJpeg(client)).toMatchObject({ status: 201 });
        expect(await uploadJpeg(client)).toMatchObject({
          status: 409,
          body: { error: { code: 'photo_limit' } },
        });
      },
    },
  ],
});
