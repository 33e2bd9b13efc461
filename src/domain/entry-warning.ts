import { infoPageKeys } from './info-pages';

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

/**
 * The information pages (`/pages/…` and `/{token}`): the warning asks the visitor to accept the
 * terms and the cookie policy, so it steps aside while they are read and comes back on the next
 * screen until the visitor enters (docs/decisions/009-entry-warning-and-information-pages.md).
 */
export const entryWarningYieldingRoutes: readonly string[] = [
  ...infoPageKeys.map((key) => `pages-${key}`),
  'token',
];

export interface EntryWarningContext {
  enabled: boolean;
  layout: 'default' | 'chat' | 'lander' | 'empty';
  routeName: string;
  /** The visitor's country (geo-IP), upper case. */
  country: string;
  skipped: boolean;
}

/** `yielded`: owed to this visitor, but held back while an information page is being read. */
export type EntryWarningState = 'none' | 'open' | 'yielded';

export const entryWarningState = ({
  enabled,
  layout,
  routeName,
  country,
  skipped,
}: EntryWarningContext): EntryWarningState => {
  const owed =
    enabled &&
    !skipped &&
    !entryWarningExemptRoutes.includes(routeName) &&
    (layout === 'default' || entryWarningCountries.includes(country));
  if (!owed) return 'none';
  return entryWarningYieldingRoutes.includes(routeName) ? 'yielded' : 'open';
};

export const shouldShowEntryWarning = (context: EntryWarningContext): boolean =>
  entryWarningState(context) === 'open';
