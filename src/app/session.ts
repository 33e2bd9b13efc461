import type { QueryClient } from '@tanstack/react-query';
import { configureHttp, endSession } from '../api';

/** Spec §7: a 403 `authentication_required` from any call but user.php logs the member out. */
export const wireSessionEnd = (queryClient: QueryClient): void => {
  configureHttp({
    onAuthenticationRequired: () => {
      endSession(queryClient);
    },
  });
};
