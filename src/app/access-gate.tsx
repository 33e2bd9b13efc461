import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser, useSessionEndHeld, useSiteSettings } from '../api';
import { visitorMaySearch } from '../domain/search-access';
import { safeNextPath } from '../lib/safe-next';
import { readTracking } from '../lib/tracking';
import type { RouteAccess } from './route-table';
import { PageLoading } from '../ui';

/** Where a visitor goes to log in, and comes back from (the login screen reads `next`). */
export const loginPathFor = (pathAndQuery: string): string =>
  `/login?next=${encodeURIComponent(pathAndQuery)}`;

/** Logged-in members who open a visitor screen (the home page, login, signup) go here. */
export const membersHome = '/members';

interface AccessGateProps {
  access: RouteAccess;
  children: ReactNode;
}

/**
 * Spec §6: the members area needs a login, except that visitors may search members when the site
 * allows logged-out search; visitor screens send logged-in members to the members area. While the
 * session is being read the screen waits rather than flashing the wrong content. If the session
 * cannot be read at all, the member is treated as a visitor (the screens ask again later).
 */
export const AccessGate = ({ access, children }: AccessGateProps) => {
  const location = useLocation();
  const user = useCurrentUser();
  const settings = useSiteSettings();
  const sessionEndHeld = useSessionEndHeld();
  if (access === 'any') return children;
  if (user.isPending) return <PageLoading />;
  const loggedIn = user.data !== null && user.data !== undefined;

  if (access === 'visitor') {
    if (!loggedIn) return children;
    // Logging in on /login?next=… lands where the member was going (spec §4 Login).
    const next = safeNextPath(new URLSearchParams(location.search).get('next'), window.location.origin);
    return <Navigate to={next ?? membersHome} replace />;
  }
  if (loggedIn) return children;
  // The member's own request ended the session (account deletion): its next screen takes over.
  if (sessionEndHeld) return <PageLoading />;
  if (access === 'search') {
    if (settings.isPending) return <PageLoading />;
    // The link's own traffic source counts at once, before the page query has stored it.
    const network = new URLSearchParams(location.search).get('network') ?? readTracking().network;
    if (settings.data !== undefined && visitorMaySearch(settings.data.settings, network)) return children;
  }
  return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
};
