import type { Settings } from '../../../generated/model';
import { consentAllows, type ConsentChoice } from './consent-store';

/**
 * Whether the site's own rules read the traffic source: signup limited to visitors from one, or
 * search shown to visitors from one (spec §6). Then the network is needed to give the visitor
 * what they asked for, and is kept as necessary (decision 030).
 */
export const trafficSourceNeeded = (
  settings: Pick<Settings, 'signups' | 'logged_out_search_trafficsource'>,
) => settings.signups === 'with_trafficsource' || settings.logged_out_search_trafficsource;

/**
 * The part of a link's tracking parameters that may be stored (decision 030): all of them with
 * consent to marketing; otherwise only `network`, and only where the site's rules need it; else
 * none. Other parameters of the link are not tracking and are not returned.
 */
export const storableTracking = (
  params: URLSearchParams,
  choice: ConsentChoice | undefined,
  networkNeeded: boolean,
): URLSearchParams => {
  const keys = consentAllows(choice, 'marketing')
    ? ['network', 'ref', 'sub1', 'sub2', 'sub3']
    : networkNeeded
      ? ['network']
      : [];
  const allowed = new URLSearchParams();
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null) allowed.set(key, value);
  }
  return allowed;
};

/** `lb` turns on page-bounce logging only with consent to statistics (decision 030). */
export const bounceLoggingAllowed = (params: URLSearchParams, choice: ConsentChoice | undefined): boolean =>
  params.has('lb') && consentAllows(choice, 'statistics');

/**
 * Whether the page-hidden beacon may go: a member's tells the server they are away, the service
 * they use (necessary); a visitor's measures how long they stayed, which is statistics.
 */
export const pageHiddenBeaconAllowed = ({
  loggedIn,
  bounceLogging,
  choice,
}: {
  loggedIn: boolean;
  bounceLogging: boolean;
  choice: ConsentChoice | undefined;
}): boolean => loggedIn || (bounceLogging && consentAllows(choice, 'statistics'));
