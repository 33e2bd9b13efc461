import { browserOnline, connectionBack, isChunkLoadError } from '../features/errors';

/**
 * A screen's chunk, fetched again when the connection returns if it failed while offline. The
 * navigation stays pending meanwhile, so the current screen (and what was typed in it) stays, with
 * the offline notice; react-router keeps a lazy route's first outcome for good, so the wait has to
 * happen here, before that outcome. Online, a failure goes on to the error boundary's reload guard.
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
