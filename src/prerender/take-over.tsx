import { useLayoutEffect, type ReactNode } from 'react';

/**
 * The prerendered markup is inert and busy until replaced (src/prerender/page-html.ts); the app's
 * first commit lifts both before the browser paints it.
 */
export const TakeOver = ({ container, children }: { container: HTMLElement; children: ReactNode }) => {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute('aria-busy');
  }, [container]);
  return children;
};
