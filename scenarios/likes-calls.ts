import { answerOf, idempotencyKey, type ApiClient } from './api-client';

// The likes slice as the likes page, the profile view and the swipe game call it. Scenarios about
// likes, matches and the swipe limit read and change the requester's likes through these.

/** The requester's likes overview (received, sent, matches); throws when it is refused. */
export const likesOf = async (client: ApiClient) => {
  const { data, response } = await client.GET('/api/likes.php');
  if (data === undefined) throw new Error(`likes answered ${String(response.status)}`);
  return data;
};

/** How often `id` appears in a list of ids. */
export const countOf = (ids: readonly number[], id: number): number =>
  ids.filter((candidate) => candidate === id).length;

/** One press of Like: a key of its own, as the app makes one per press. */
export const like = (client: ApiClient, profileId: number) =>
  answerOf(
    client.POST('/api/like.php', {
      body: { profile_id: profileId },
      params: { header: { 'Idempotency-Key': idempotencyKey('like') } },
    }),
  );

/** One press of Unlike on the likes page (sent, matches). */
export const unlike = (client: ApiClient, profileId: number) =>
  answerOf(
    client.DELETE('/api/like.php', {
      body: { profile_id: profileId },
      params: { header: { 'Idempotency-Key': idempotencyKey('unlike') } },
    }),
  );

/** One swipe in the swipe game. */
export const swipe = (client: ApiClient, profileId: number, action: 'like' | 'pass') =>
  answerOf(
    client.POST('/api/swipe.php', {
      body: { profile_id: profileId, action },
      params: { header: { 'Idempotency-Key': idempotencyKey(`swipe-${action}`) } },
    }),
  );

/** The logged-in member's own id. */
export const myId = async (client: ApiClient): Promise<number> => {
  const { data, response } = await client.GET('/api/user.php');
  if (data === undefined) throw new Error(`user answered ${String(response.status)}`);
  return data.user.id;
};
