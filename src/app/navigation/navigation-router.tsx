import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Router } from 'react-router-dom';
import type { NavigationState, ScreenNavigation } from './screen-navigation';

const NavigationContext = createContext<ScreenNavigation | undefined>(undefined);

const noPendingNavigation = () => () => undefined;

/** Whether a navigation waits for its screen (the progress bar); false outside the app's router. */
export const usePendingNavigation = (): boolean => {
  const navigation = useContext(NavigationContext);
  return useSyncExternalStore(
    navigation?.subscribe ?? noPendingNavigation,
    () => navigation?.state.pending ?? false,
    () => false,
  );
};

type Shown = Pick<NavigationState, 'location' | 'historyAction' | 'initialized'>;

const sameShown = (a: Shown, b: Shown) =>
  a.location === b.location && a.historyAction === b.historyAction && a.initialized === b.initialized;

interface NavigationRouterProps {
  navigation: ScreenNavigation;
  /** What shows before the first screen is ready (start.tsx renders only once it is). */
  fallback: ReactNode;
  /** The build's prerender: nothing navigates. */
  isStatic?: boolean;
  children: ReactNode;
}

/**
 * React Router's `Router` on the location the navigation store shows. A new location renders as a
 * transition, as React Router's own routers do: React may yield to the browser while it renders a
 * big screen, and the old one stays until the new one commits.
 */
export const NavigationRouter = ({
  navigation,
  fallback,
  isStatic = false,
  children,
}: NavigationRouterProps) => {
  const [shown, setShown] = useState<Shown>(() => navigation.state);
  useLayoutEffect(() => {
    const follow = () => {
      const next = navigation.state;
      startTransition(() => {
        setShown((current) => (sameShown(current, next) ? current : next));
      });
    };
    const unsubscribe = navigation.subscribe(follow);
    // What changed between the first render and this subscription.
    follow();
    return unsubscribe;
  }, [navigation]);
  return (
    <NavigationContext.Provider value={navigation}>
      {shown.initialized ? (
        <Router
          location={shown.location}
          navigationType={shown.historyAction}
          navigator={navigation.navigator}
          static={isStatic}
        >
          {children}
        </Router>
      ) : (
        fallback
      )}
    </NavigationContext.Provider>
  );
};
