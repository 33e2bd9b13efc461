import { useQueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { getGetOwnProfileQueryKey, useSaveProfile } from '../../../generated/hooks/members/members';
import type { OwnProfileResult, User } from '../../../generated/model';
import { currentUserQueryOptions } from '../../api';

/*
 * Here rather than in the signup or the profile: both screens save the member's place (and the
 * signup's about-you step its details) the same way, and features share code only through an
 * index.ts one of them does not own.
 */

/**
 * saveProfile, and the saved profile shown at once wherever the member's own profile is read: the
 * logged-in user carries it and the profile screen's own query holds it. That query is read again
 * too, since its completion percentage is the server's to work out (city and region count in it).
 */
export const useProfileSave = () => {
  const queryClient = useQueryClient();
  return useSaveProfile({
    mutation: {
      onSuccess: ({ profile }) => {
        queryClient.setQueryData<User | null>(currentUserQueryOptions().queryKey, (user) =>
          user == null
            ? user
            : produce(user, (draft) => {
                draft.profile = profile;
              }),
        );
        queryClient.setQueryData<OwnProfileResult>(getGetOwnProfileQueryKey(), (own) =>
          own === undefined
            ? own
            : produce(own, (draft) => {
                draft.profile = profile;
              }),
        );
        void queryClient.invalidateQueries({ queryKey: getGetOwnProfileQueryKey() });
      },
    },
  });
};
