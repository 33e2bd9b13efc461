import { useMatches } from 'react-router-dom';
import { currentHandle } from '../route-handle';

/** The matched page route's name, for the parts of a layout that depend on the screen. */
export const useCurrentRouteName = (): string | undefined => currentHandle(useMatches())?.name;
