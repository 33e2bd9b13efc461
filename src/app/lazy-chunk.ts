import { browserOnline, connectionBack, isChunkLoadError } from '../features/errors';

/**
 * A screen's chunk, fetched again when the connection returns if it failed while offline. The
 * navigation stays pending meanwhile (src/app/navigation/screen-navigation.ts), so the current
 * screen (and what was typed in it) stays, with the offline notice. Online, a failure goes on to
 * the error page's reload guard.
 */
export const loadWhenOnline = async <Module>(load: () => Promise<Module>): Promise<Module> => {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (browserOnline() || !isChunkLoadError(error)) throw error;
      await connectionBack();
    }
  }
};
