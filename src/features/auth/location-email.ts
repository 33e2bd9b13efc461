/**
 * The address another screen hands over in the router state `{ email }` (signup sends a member
 * whose address is taken to login; login passes it on to the reset request), or '' without one.
 */
export const emailFromLocationState = (state: unknown): string =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : '';
