/**
 * Password hashing for the simulation: SHA-256 of a fixed salt and the password, so the store
 * never holds a password in the clear and the same seed gives the same hashes. (The real site
 * uses its own, stronger scheme; nothing leaves this machine.)
 */
const salt = 'sim-salt:';

export const hashPassword = async (password: string): Promise<string> => {
  const bytes = new TextEncoder().encode(salt + password);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};

export const passwordMatches = async (password: string, hash: string): Promise<boolean> =>
  (await hashPassword(password)) === hash;

/** The password of every seeded account (README). */
export const seededPassword = 'Passw0rd!';
