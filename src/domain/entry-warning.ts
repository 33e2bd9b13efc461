/**
 * Spec §2, site-entry warning: shown on load until the visitor skips it (the skip is remembered),
 * on every layout for everybody, but on the chat, lander and empty layouts only to visitors from
 * the Netherlands and Germany; never on the screens a member reaches from an e-mail link to finish
 * something (complete-signup, reset-password, reset-password-do); off when the site says so.
 */
export const entryWarningCountries: readonly string[] = ['NL', 'DE'];
export const entryWarningExemptRoutes: readonly string[] = [
  'complete-signup',
  'reset-password',
  'reset-password-do',
];

export interface EntryWarningContext {
  enabled: boolean;
  layout: 'default' | 'chat' | 'lander' | 'empty';
  routeName: string;
  /** The visitor's country (geo-IP), upper case. */
  country: string;
  skipped: boolean;
}

export const shouldShowEntryWarning = ({
  enabled,
  layout,
  routeName,
  country,
  skipped,
}: EntryWarningContext): boolean =>
  enabled &&
  !skipped &&
  !entryWarningExemptRoutes.includes(routeName) &&
  (layout === 'default' || entryWarningCountries.includes(country));
