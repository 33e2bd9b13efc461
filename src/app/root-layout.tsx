import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useI18nContext } from '../../locales/i18n-react';
import { useCurrentUser, useSiteSettings } from '../api';
import { reportSignupClosed } from '../features/shell';
import { SignupEntryProvider } from '../features/signup-entry';
import { nextTask } from '../lib/next-task';
import { AriaRouterBridge } from '../ui';
import { useNavigationFailed } from './background/navigation-failure';
import { NavigationProgress } from './background/navigation-progress';
import { OfflineNotice } from './background/offline-notice';
import { PageTitleSync } from './background/page-title-sync';
import { usePageHiddenBeacon } from './background/use-page-hidden-beacon';
import { usePageQuery } from './background/use-page-query';
import { MemberChromeHeadStart } from './member-chrome-head-start';
import { useMemberChrome } from './member-chrome-code';
import { ScrollRestoration } from './navigation/scroll-restoration';
import { useCurrentRoute } from './route-handle';

/**
 * Back and forward return to where the member was on a screen (the search's results, decision
 * 015); a new screen starts at its top. Mounted once the first screen is on show: its first
 * `scrollTo` asks for a layout, which inside the first commit lengthened a phone's longest task
 * (issue 13's blocking time); after the first paint the layout is already done.
 */
const ScrollRestorationAfterStart = () => {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let current = true;
    // A task of its own, after the first commit's.
    void nextTask().then(() => {
      if (current) setStarted(true);
    });
    return () => {
      current = false;
    };
  }, []);
  return started ? <ScrollRestoration /> : null;
};

/**
 * Wraps every layout: what runs on every page (spec §4, §7) — the periodic refresh, the
 * page-hidden beacon, the page query, the title with its count, the progress bar and the
 * online state. The member's part of it (the refresh, the count) comes with the member chrome's
 * chunk, which a visitor's page never fetches (decision 013).
 */
export const RootLayout = () => {
  const { LL } = useI18nContext();
  const user = useCurrentUser();
  const member = user.data ?? undefined;
  const loggedIn = member !== undefined;
  const siteName = useSiteSettings().data?.settings.name;
  const chrome = useMemberChrome(loggedIn);
  const MemberBackground = loggedIn && chrome.name === 'ready' ? chrome.module.MemberBackground : undefined;
  const [memberCount, setMemberCount] = useState(0);
  const handle = useCurrentRoute();
  const navigationFailed = useNavigationFailed(useLocation().key);

  usePageQuery();
  usePageHiddenBeacon({ loggedIn });

  return (
    <AriaRouterBridge>
      <SignupEntryProvider onClosed={reportSignupClosed}>
        <PageTitleSync
          routeTitle={handle === undefined ? undefined : LL.routes[handle.title]()}
          siteName={siteName}
          count={MemberBackground === undefined ? 0 : memberCount}
        />
        {MemberBackground !== undefined && member !== undefined && (
          <MemberBackground
            memberId={member.id}
            pushSubscribed={member.push_subscribed === true}
            onCount={setMemberCount}
          />
        )}
        {user.data === null && <MemberChromeHeadStart routeName={handle?.name} />}
        {/* A landmark of its own, so the page's status is never content outside landmarks. */}
        <aside aria-label={LL.status.region()}>
          <NavigationProgress failed={navigationFailed} />
          <OfflineNotice />
        </aside>
        <Outlet />
        <ScrollRestorationAfterStart />
      </SignupEntryProvider>
    </AriaRouterBridge>
  );
};
