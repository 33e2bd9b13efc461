/**
 * The `next` parameter of /login says where to go after logging in. Only a path on this site is
 * followed: `//evil.example` or `https://…` would turn the login screen into an open redirect.
 */
export const safeNextPath = (next: string | null | undefined): string | undefined => {
  if (next === null || next === undefined) return undefined;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  return next;
};
