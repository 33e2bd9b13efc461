/** Spec §2: the information pages under `/pages/…`, in the order the footer lists them. */
export const infoPageKeys = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'return-policy',
  'faq',
  'service',
] as const;
