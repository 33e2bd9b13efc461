import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSiteSettings } from '../../api';
import {
  bounceLoggingAllowed,
  storableTracking,
  trafficSourceNeeded,
  useConsentChoice,
} from '../../features/consent';
import { enableBounceLogging, markSignupCompleteQuery, setLikeModalDelay } from '../../lib/page-flags';
import { storeTrackingFromQuery } from '../../lib/tracking';

/** `t=` without a number sets nothing (Number('') would read as 0 seconds). */
const secondsOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Spec §7 Page query, on load and after every navigation: tracking parameters are stored, `lb`
 * turns on page-bounce logging, `api_signup_complete` makes the activation reminder a modal,
 * and `t` (seconds) delays the like modal and is then taken out of the address, keeping every
 * other parameter and the hash, so a reload or a shared link does not delay it again.
 *
 * Tracking and page-bounce logging wait for the visitor's consent (decision 030): a choice made
 * later applies to the parameters still in the address, so the gated part runs again when the
 * choice or the site's settings (which say whether the traffic source is needed) arrive.
 */
export const usePageQuery = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const choice = useConsentChoice();
  const settings = useSiteSettings().data?.settings;
  const networkNeeded = settings === undefined ? false : trafficSourceNeeded(settings);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    storeTrackingFromQuery(storableTracking(params, choice, networkNeeded));
    if (bounceLoggingAllowed(params, choice)) enableBounceLogging();
  }, [location.search, choice, networkNeeded]);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.has('api_signup_complete')) markSignupCompleteQuery();
    const delay = params.get('t');
    if (delay === null) return;
    setLikeModalDelay(secondsOf(delay));
    params.delete('t');
    const rest = params.toString();
    void navigate(
      { pathname: location.pathname, search: rest === '' ? '' : `?${rest}`, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate]);
};
