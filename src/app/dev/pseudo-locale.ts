/**
 * The development pseudo-locale (STYLE habit 12): every catalogue text is shown accented and in
 * ⟦brackets⟧, so any text on screen without them did not come from `locales/` — and longer
 * words show where a layout breaks on longer languages. Parameters and plural parts stay intact.
 */
const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};

/** Accents the text outside `{param}` and keeps `{{singular|plural}}` parts as separate texts. */
export const pseudoText = (text: string): string => {
  let depth = 0;
  let out = '';
  for (const char of text) {
    if (char === '{') depth += 1;
    if (depth === 0 || (depth === 2 && char !== '|' && char !== '}' && char !== '{'))
      out += accents[char] ?? char;
    else out += char;
    if (char === '}') depth = Math.max(0, depth - 1);
  }
  return `⟦${out}⟧`;
};

/** The same catalogue shape with every text replaced by its pseudo text. */
export const pseudoCatalogue = <T extends object>(catalogue: T): T =>
  Object.fromEntries(
    Object.entries(catalogue).map(([key, value]: [string, unknown]) => [
      key,
      typeof value === 'string'
        ? pseudoText(value)
        : typeof value === 'object' && value !== null
          ? pseudoCatalogue(value)
          : value,
    ]),
  ) as T;
