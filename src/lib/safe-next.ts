/**
 * The `next` parameter of /login says where to go after logging in. It is read the way a browser
 * would read it, with `URL` against the page's origin, so every trick that makes a browser leave
 * the site (`//host`, `\/host`, a tab or newline it silently drops, another scheme) shows up as a
 * different origin and is refused: the login screen must not become an open redirect. What is
 * followed is the parsed path, never the raw text.
 */
export const safeNextPath = (next: string | null | undefined, origin: string): string | undefined => {
  if (next === null || next === undefined || next.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
};
