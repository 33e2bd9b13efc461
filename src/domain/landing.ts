/** Spec §2: the landing pages under `/landers/{name}/{slug?}` (tinderswipe has its own path). */
export const landerNames = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

/** Spec §1: niches 2–7 have a landing path prefix; niche 1 has none. */
export const nichePrefixes = [
  { niche: 2, prefix: 'she' },
  { niche: 3, prefix: 'bdsm' },
  { niche: 4, prefix: 'bbw' },
  { niche: 5, prefix: 'gilf' },
  { niche: 6, prefix: 'milf' },
  { niche: 7, prefix: 'gay' },
] as const;

/**
 * The niche prefix a path is under (`/she/landers/gallery` → `/she`), or `/` without one: where
 * the lander bar's logo leads, so a visitor from a niche campaign stays in that niche.
 */
export const nicheHomeOf = (pathname: string): string => {
  const first = pathname.split('/')[1] ?? '';
  return nichePrefixes.some(({ prefix }) => prefix === first) ? `/${first}` : '/';
};
