/** Minimal cookie access for values the app owns (locale); the session cookie is the server's. */
export const readCookie = (name: string): string | undefined => {
  const prefix = `${encodeURIComponent(name)}=`;
  const match = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return match === undefined ? undefined : decodeURIComponent(match.slice(prefix.length));
};

export const writeCookie = (name: string, value: string, maxAgeDays: number): void => {
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
};
