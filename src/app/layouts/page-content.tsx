import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ScreenErrorBoundary } from '../../features/errors';

/**
 * The screen area of every layout. A screen that fails to render shows the error page in place,
 * inside its layout, and the next navigation clears it — one screen never blanks the app.
 */
export const PageContent = ({ className }: { className?: string }) => {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstScreen = useRef(true);
  // After an in-app navigation the focus moves to the new screen, so a screen reader announces
  // it and the keyboard starts there; the first screen of a visit keeps the browser's start.
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    main.current?.focus({ preventScroll: false });
  }, [pathname]);
  return (
    <main id="main" ref={main} tabIndex={-1} className={className}>
      <ScreenErrorBoundary resetKey={pathname}>
        <Outlet />
      </ScreenErrorBoundary>
    </main>
  );
};
