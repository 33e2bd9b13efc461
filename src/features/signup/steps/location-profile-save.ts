import { useQueryClient } from '@tanstack/react-query';
import { getGetOwnProfileQueryKey, useSaveProfile } from '../../../../generated/hooks/members/members';
import type { User } from '../../../../generated/model';
import { currentUserQueryOptions } from '../../../api';

/*
 * Saving profile fields for the location and about-you steps. It lives under the location step's
 * name because this change may add step files only under the steps' own names.
 */

/**
 * saveProfile, and the saved profile shown at once wherever the member's own profile is read:
 * the logged-in user carries it, and the profile screen asks for it again.
 */
export const useProfileSave = () => {
  const queryClient = useQueryClient();
  return useSaveProfile({
    mutation: {
      onSuccess: ({ profile }) => {
        queryClient.setQueryData<User | null>(currentUserQueryOptions().queryKey, (user) =>
          user === undefined || user === null ? user : { ...user, profile },
        );
        void queryClient.invalidateQueries({ queryKey: getGetOwnProfileQueryKey() });
      },
    },
  });
};
