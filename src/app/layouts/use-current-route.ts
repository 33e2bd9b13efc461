import { useCurrentRoute } from '../route-handle';

/** The shown page route's name, for the parts of a layout that depend on the screen. */
export const useCurrentRouteName = (): string | undefined => useCurrentRoute()?.name;
