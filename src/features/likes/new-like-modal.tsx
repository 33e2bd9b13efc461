import { lazy, Suspense, useEffect, useState } from 'react';
import { getAutoLike } from '../../../generated/hooks/likes/likes';
import type { AutoLikeProfile } from '../../../generated/model';
import { useSiteSettings } from '../../api';
import { clearLikeModalDelay, likeModalDelaySeconds } from '../../lib/page-flags';
import { QuietBoundary } from '../../ui';

/**
 * Spec §4, §7, §9: a link with `t` shows a member who liked you `t` seconds after load (GET
 * auto-like.php). Pressing the photo opens the profile, the button starts a conversation, and any
 * close ends it. Without a profile to show, nothing appears; a failed call is not worth an alert.
 */
const NewLikeDialog = lazy(() => import('./new-like-dialog'));

export const NewLikeModal = () => {
  const cdnPrefix = useSiteSettings().data?.settings.cdn_prefix ?? '/';
  const [profile, setProfile] = useState<AutoLikeProfile>();

  useEffect(() => {
    const delay = likeModalDelaySeconds();
    if (delay === undefined) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      clearLikeModalDelay();
      getAutoLike(undefined, controller.signal).then(
        (answer) => {
          setProfile(answer.profile ?? undefined);
        },
        () => undefined,
      );
    }, delay * 1000);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);

  if (profile === undefined) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <NewLikeDialog
          imageUrl={`${cdnPrefix}${profile.main_image.match}`}
          profileId={profile.id}
          onClose={() => {
            setProfile(undefined);
          }}
        />
      </Suspense>
    </QuietBoundary>
  );
};
