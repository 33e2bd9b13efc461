import { photoLimit } from '../src/domain/limits';
import { defineScenario } from './scenario';
import { deletePhoto, ownPhotos, uploadJpeg } from './photo-upload';

export default defineScenario({
  name: 'free-member-photo-limit',
  description: `free@sim.test uploads photos up to the free limit of ${photoLimit.free}; the next upload is refused with 409 photo_limit, pending photos counting too; after deleting one, an upload works again.`,
  steps: [
    {
      title: `free may keep ${photoLimit.free} photos and uploads up to that many`,
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
      title: 'one more upload is refused with photo_limit and stores nothing',
      run: async ({ client, expect }) => {
        expect(await uploadJpeg(client)).toMatchObject({
          status: 409,
          body: { error: { code: 'photo_limit' } },
        });
        expect((await ownPhotos(client)).photos.length).toBe(photoLimit.free);
      },
    },
    {
      title: 'after deleting a photo an upload works again',
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
