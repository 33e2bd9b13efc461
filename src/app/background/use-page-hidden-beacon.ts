import { useEffect } from 'react';
import { sendPageHiddenBeacon } from '../../api';
import { consentChoice, pageHiddenBeaconAllowed } from '../../features/consent';
import { bounceLoggingOn } from '../../lib/page-flags';

/**
 * Spec §7: when the page becomes hidden (tab switched, app closed) the server hears of it, so a
 * member shows as away at once. For visitors it is sent only when a link turned page-bounce
 * logging on (`lb`), since it then measures how long they stayed — and only with their consent to
 * statistics (decision 030), read when the page hides, so a choice made since counts.
 */
export const usePageHiddenBeacon = ({ loggedIn }: { loggedIn: boolean }) => {
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'hidden') return;
      const allowed = pageHiddenBeaconAllowed({
        loggedIn,
        bounceLogging: bounceLoggingOn(),
        choice: consentChoice.get(),
      });
      if (allowed) void sendPageHiddenBeacon();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [loggedIn]);
};
