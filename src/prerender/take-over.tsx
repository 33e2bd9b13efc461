import { useLayoutEffect, type ReactNode } from 'react';
import { earlyOverlayAttribute } from './early-entry-warning';

/**
 * The prerendered markup is inert and busy until replaced (src/prerender/page-html.ts); the app's
 * first commit lifts both before the browser paints it, and removes what the entry painted over
 * the page before the app (src/prerender/early-paint.ts): the app's own render of it, in the same
 * commit, takes its place (a parent's layout effect runs after its children's).
 */
export const TakeOver = ({ container, children }: { container: HTMLElement; children: ReactNode }) => {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute('aria-busy');
    for (const overlay of document.querySelectorAll(`[${earlyOverlayAttribute}]`)) overlay.remove();
  }, [container]);
  return children;
};
