import { useEffect, useRef } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { ScreenErrorBoundary } from '../../features/errors';
import { ArrivalNotice } from '../../features/forms';
import { markNavigationFailed } from '../background/navigation-failure';

/** Where the keyboard starts on a screen: its level-one heading, made focusable for that. */
const screenHeading = (main: HTMLElement): HTMLElement | null => {
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading !== null && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
};

/** A mailed link (activation, password reset, reactivation, e-mail change) carries its token. */
const isMailedLink = (search: string) => new URLSearchParams(search).has('token');

/**
 * The screen area of every layout. A screen that fails to render shows the error page in place,
 * inside its layout, and the next navigation clears it — one screen never blanks the app.
 */
export const PageContent = ({ className }: { className?: string }) => {
  const { pathname, search, key } = useLocation();
  const navigationType = useNavigationType();
  const main = useRef<HTMLElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const firstScreen = useRef(true);
  // Read on the first screen only: later queries of the same kind are in-app links anyway.
  const openedByMail = useRef(isMailedLink(search));
  // A screen reached by a link takes the focus, so a screen reader announces it and the keyboard
  // starts there: the notice the form before left, else the heading, else the screen itself. The
  // first screen of a visit keeps the browser's start unless a mailed link opened it: the member
  // came for the one task it offers. A link into another layout (the conversation's) mounts a new
  // screen area: that is no first screen, or the focus would drop to the page's start.
  useEffect(() => {
    const first = firstScreen.current && navigationType === NavigationType.Pop;
    firstScreen.current = false;
    if (first && !openedByMail.current) return;
    const area = main.current;
    if (area === null) return;
    // Back and forward keep the place the scroll restoration put the screen at (the search's
    // results, decision 015); a screen reached by a link starts at the top anyway.
    const options = { preventScroll: navigationType === NavigationType.Pop };
    (notice.current ?? screenHeading(area) ?? area).focus(options);
    if (notice.current !== null) return;
    // A screen whose heading comes with its data (a profile), or is replaced when it comes (the
    // conversation's): the focus goes on to the heading, where its ring shows, rather than stay on
    // the screen area or drop to the page's start — until the member moves it or takes the pointer.
    const onTheWay = () => {
      const focused = document.activeElement;
      return focused === null || focused === document.body || focused === area;
    };
    const observer = new MutationObserver(() => {
      const heading = screenHeading(area);
      if (heading !== null && onTheWay()) heading.focus(options);
    });
    const movedOn = (event: FocusEvent) => {
      if (event.target !== area && !(event.target instanceof HTMLHeadingElement)) stop();
    };
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('focusin', movedOn);
      document.removeEventListener('pointerdown', stop);
    };
    observer.observe(area, { childList: true, subtree: true });
    document.addEventListener('focusin', movedOn);
    document.addEventListener('pointerdown', stop);
    return stop;
    // The navigation's type is read with the path it brought, not on its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return (
    <main id="main" ref={main} tabIndex={-1} className={className}>
      <ArrivalNotice ref={notice} />
      <ScreenErrorBoundary
        resetKey={pathname}
        onCaught={() => {
          markNavigationFailed(key);
        }}
      >
        <Outlet />
      </ScreenErrorBoundary>
    </main>
  );
};
