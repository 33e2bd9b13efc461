import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { getGetAutoLikeQueryKey, useGetAutoLike } from '../../../generated/hooks/likes/likes';
import { useSiteSettings } from '../../api';
import { QuietBoundary } from '../../ui';
import { useLikeModalDue } from './use-like-modal-due';

/**
 * Spec §4, §7, §9: a link with `t` shows a member who liked you `t` seconds after load (GET
 * auto-like.php). Pressing the photo opens the profile, the button starts a conversation, and any
 * close ends it. Without a profile to show, nothing appears; a failed call is not worth an alert.
 */
const NewLikeDialog = lazy(() => import('./new-like-dialog'));

export const NewLikeModal = () => {
  const queryClient = useQueryClient();
  const cdnPrefix = useSiteSettings().data?.settings.cdn_prefix ?? '/';
  const due = useLikeModalDue();
  const [closed, setClosed] = useState(false);
  // The server picks the profile: asked once when the delay is up, and never again while shown
  // (a fresh answer could swap the face under the member's finger).
  const autoLike = useGetAutoLike({ query: { enabled: due && !closed, staleTime: Infinity } });

  const profile = autoLike.data?.profile ?? undefined;
  if (closed || profile === undefined) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <NewLikeDialog
          imageUrl={`${cdnPrefix}${profile.main_image.match}`}
          profileId={profile.id}
          onClose={() => {
            setClosed(true);
            // Seen and gone: a later link with `t` asks the server for its own profile.
            queryClient.removeQueries({ queryKey: getGetAutoLikeQueryKey(), exact: true });
          }}
        />
      </Suspense>
    </QuietBoundary>
  );
};
