import type { QueryClient } from '@tanstack/react-query';
import { getGetSettingsQueryKey } from '../../generated/hooks/site/site';
import { configureHttp } from '../api';

const settingsPath = getGetSettingsQueryKey()[0];

/**
 * Spec §7: a 403 `authentication_required` from any call but user.php logs the member out. The
 * session is the server's; here every member's data is dropped from the cache (the site settings
 * stay), so each screen asks again as a visitor.
 */
export const endSession = (queryClient: QueryClient): void => {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== settingsPath });
};

export const wireSessionEnd = (queryClient: QueryClient): void => {
  configureHttp({
    onAuthenticationRequired: () => {
      endSession(queryClient);
    },
  });
};
