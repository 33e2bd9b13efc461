import { useEffect, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { getAutoLike } from '../../../generated/hooks/likes/likes';
import type { AutoLikeProfile } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { clearLikeModalDelay, likeModalDelaySeconds } from '../../lib/page-flags';
import { Button, Modal } from '../../ui';
import styles from './new-like-modal.module.css';

/**
 * Spec §4, §7, §9: a link with `t` shows a member who liked you `t` seconds after load (GET
 * auto-like.php). Pressing the photo opens the profile, the button starts a conversation, and any
 * close ends it. Without a profile to show, nothing appears; a failed call is not worth an alert.
 */
export const NewLikeModal = () => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const cdnPrefix = useSiteSettings().data?.settings.cdn_prefix ?? '/';
  const [profile, setProfile] = useState<AutoLikeProfile>();

  useEffect(() => {
    const delay = likeModalDelaySeconds();
    if (delay === undefined) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      clearLikeModalDelay();
      getAutoLike(undefined, controller.signal).then(
        (answer) => setProfile(answer.profile ?? undefined),
        () => undefined,
      );
    }, delay * 1000);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);

  if (profile === undefined) return null;
  const close = () => setProfile(undefined);
  const go = (path: string) => {
    close();
    void navigate(path);
  };
  return (
    <Modal isOpen onOpenChange={(open) => !open && close()} title={LL.newLike.title()} size="sm">
      <div className={styles.body}>
        <AriaButton className={styles.photo} onPress={() => go(`/members/${profile.id}`)}>
          <img
            src={`${cdnPrefix}${profile.main_image.match}`}
            alt={LL.newLike.photoLabel()}
            width={240}
            height={240}
          />
        </AriaButton>
        <p>{LL.newLike.text()}</p>
        <Button onPress={() => go(`/members/${profile.id}/chat`)}>{LL.newLike.startChat()}</Button>
      </div>
    </Modal>
  );
};
