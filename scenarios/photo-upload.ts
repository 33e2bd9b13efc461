import { answerOf, idempotencyKey, type ApiClient } from './api-client';

const boundary = '----scenario-photo-boundary';

/**
 * A small JPEG upload form, built as bytes: the site tells a JPEG by its first bytes
 * (src/domain/photo-rules.ts), and under jsdom a FormData's File loses its bytes on the way into
 * Node's fetch, so the form is written out as a browser would send it.
 */
const jpegForm = (fields: Record<string, string> = {}): Uint8Array<ArrayBuffer> => {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="portrait.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const image = new Uint8Array(256);
  image.set([0xff, 0xd8, 0xff, 0xe0]);
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const form = new Uint8Array(new ArrayBuffer(head.length + image.length + tail.length));
  form.set(head);
  form.set(image, head.length);
  form.set(tail, head.length + image.length);
  return form;
};

/** One press of the upload button: a key of its own, as the app makes one per upload. */
export const uploadJpeg = (client: ApiClient) =>
  answerOf(
    client.POST('/api/photos.php', {
      // The typed body names the form's fields; the serializer sends the form itself.
      body: { file: 'portrait.jpg', set_main: false },
      bodySerializer: () => jpegForm(),
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      params: { header: { 'Idempotency-Key': idempotencyKey('upload-photo') } },
    }),
  );

/** The member's own photos and how many they may keep (getOwnProfile). */
export const ownPhotos = async (client: ApiClient) => {
  const { data, response } = await client.GET('/api/profile.php');
  if (data === undefined) throw new Error(`own profile answered ${String(response.status)}`);
  return { photos: data.photos, limit: data.photo_limit };
};

export const deletePhoto = (client: ApiClient, photoId: number) =>
  answerOf(client.DELETE('/api/photos.php', { body: { photo_id: photoId } }));

/** One photo sent in a conversation (sendPhotoMessage), with a key of its own. */
export const sendPhotoMessage = (client: ApiClient, conversation: number) =>
  answerOf(
    client.POST('/api/message-photo.php', {
      body: { conversation, file: 'portrait.jpg' },
      bodySerializer: () => jpegForm({ conversation: String(conversation) }),
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      params: { header: { 'Idempotency-Key': idempotencyKey('photo-message') } },
    }),
  );
