import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate, type NavigateOptions } from 'react-router-dom';

// react-aria's documented React Router setup: `routerOptions` on Links and MenuItems are typed
// as React Router's navigate options (replace, state, …).
declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** `mailto:`, `tel:` and full URLs are not routes: React Router would make them relative paths. */
const hasScheme = (href: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(href);

const useRouterHref = (href: string): string => {
  const routed = useHref(href);
  return hasScheme(href) ? href : routed;
};

/**
 * Makes every react-aria Link and MenuItem with an `href` navigate through React Router instead of
 * reloading the page. Must render inside the router (it uses the router's hooks).
 */
export const AriaRouterBridge = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  return (
    <RouterProvider
      navigate={(path, options) => {
        void navigate(path, options);
      }}
      useHref={useRouterHref}
    >
      {children}
    </RouterProvider>
  );
};
