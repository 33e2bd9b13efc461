import { handle, handleMember } from './operation';
import { apiError, notFound, ok } from './respond';

/**
 * Proof that `handle` holds handlers to the contract. Nothing imports this file; `npm run
 * typecheck` compiles it, and each `@ts-expect-error` below fails that check the moment the line
 * under it compiles, so loosening a type in contract-types.ts or operation.ts breaks the build.
 * checkEmailAvailable lists 200 `{ available: boolean }`, 400 and 429; its query is `{ email }`.
 */

// A handler that answers what the contract lists compiles.
export const correct = handle('checkEmailAvailable', ({ query, reply }) =>
  query.email === '' ? apiError(400, 'validation', 'No address') : reply(200, { available: true }),
);

// A member handler answering a listed error status compiles too.
export const correctMember = handleMember('setMainPhoto', ({ body }) =>
  body.photo_id > 0 ? notFound('No such photo') : apiError(400, 'validation', 'Invalid'),
);

// @ts-expect-error -- no operation of the contract has this id
export const unknownOperation = handle('checkEmailAvailible', ({ reply }) => reply(200, { available: true }));

export const wrongShape = handle('checkEmailAvailable', ({ reply }) =>
  // @ts-expect-error -- 200's body is `{ available }`, not `{ free }`
  reply(200, { free: true }),
);

export const wrongShapeThroughOk = handle('checkEmailAvailable', () =>
  // @ts-expect-error -- an `ok()` body is held to the operation's 200 as well
  ok({ free: true }),
);

export const unlistedStatus = handle('checkEmailAvailable', ({ reply }) =>
  // @ts-expect-error -- checkEmailAvailable lists no 404
  reply(404, { error: { code: 'not_found', message: 'Not found' } }),
);

export const unlistedErrorAnswer = handle('checkEmailAvailable', () =>
  // @ts-expect-error -- the same refusal through the shared error helpers
  notFound(),
);

export const wrongFieldType = handle('checkEmailAvailable', ({ reply }) =>
  // @ts-expect-error -- `available` is a boolean
  reply(200, { available: 'yes' }),
);

export const wrongQueryType = handle('checkEmailAvailable', ({ query, reply }) => {
  // @ts-expect-error -- the query is typed by the contract: `email` is a string
  const email: number = query.email;
  return reply(200, { available: email > 0 });
});

export const wrongBodyType = handleMember('setMainPhoto', ({ body }) => {
  // @ts-expect-error -- the body is typed by the contract: `photo_id` is a number
  const photo: string = body.photo_id;
  return notFound(photo);
});

// @ts-expect-error -- getPricing lists no 403, so it cannot refuse a visitor: not a member operation
export const memberOnlyWithout403 = handleMember('getPricing', () => apiError(400, 'validation', 'Invalid'));
