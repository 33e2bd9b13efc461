import { Outlet, useLocation } from 'react-router-dom';
import { ScreenErrorBoundary } from '../../features/errors';

/**
 * The screen area of every layout. A screen that fails to render shows the error page in place,
 * inside its layout, and the next navigation clears it — one screen never blanks the app.
 */
export const PageContent = ({ className }: { className?: string }) => {
  const { pathname } = useLocation();
  return (
    <main id="main" tabIndex={-1} className={className}>
      <ScreenErrorBoundary resetKey={pathname}>
        <Outlet />
      </ScreenErrorBoundary>
    </main>
  );
};
