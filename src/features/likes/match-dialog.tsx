import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetMatchProfile } from '../../../generated/hooks/likes/likes';
import type { ProfileCard } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { ApiError, useSiteSettings } from '../../api';
import { matchAnimationMs } from '../../domain/limits';
import { Alert, Button, Modal } from '../../ui';
import { errorMessage } from '../errors';
import styles from './match-dialog.module.css';

export interface MatchDialogProps {
  /** The matched member's profile id. */
  profileId: number;
  onClose: () => void;
}

const MatchPhoto = ({
  card,
  alt,
  side,
}: {
  card: ProfileCard | undefined;
  alt: string;
  side: 'me' | 'them';
}) => {
  const cdnPrefix = useSiteSettings().data?.settings.cdn_prefix ?? '/';
  const image = card?.main_image ?? null;
  return (
    <span className={`${styles.photo} ${styles[side]}`}>
      {image !== null && (
        <img src={`${cdnPrefix}${image.thumb_filename}`} alt={alt} width={128} height={128} />
      )}
    </span>
  );
};

/**
 * Spec §2 match modal (/likes/m/{id}, and after a like that makes a match anywhere): both photos
 * meet in an animation of 0.75 to 1.5 s (none with reduced motion), then the way into the
 * conversation or back to browsing. The cards come from GET match.php; a match that ended in the
 * meantime (404) says so.
 */
export const MatchDialog = ({ profileId, onClose }: MatchDialogProps) => {
  const { LL } = useI18nContext();
  const t = LL.likes.match;
  const navigate = useNavigate();
  const match = useGetMatchProfile({ id: profileId }, { query: { staleTime: Infinity, retry: false } });
  const them = match.data?.profile;
  const gone = match.error instanceof ApiError && match.error.status === 404;

  const body = () => {
    if (match.isError) {
      return (
        <Alert tone={gone ? 'info' : 'danger'} live="assertive">
          {gone ? t.gone() : `${t.loadFailed()} ${errorMessage(LL, match.error)}`}
        </Alert>
      );
    }
    return (
      <>
        <div
          className={styles.photos}
          // One picture to a screen reader, named once both cards are in.
          role={them === undefined ? undefined : 'img'}
          aria-label={them === undefined ? undefined : t.photos({ name: them.name })}
          style={{ '--match-animation': `${String(matchAnimationMs)}ms` } as CSSProperties}
        >
          <MatchPhoto card={match.data?.me} alt="" side="me" />
          <span className={styles.heart} aria-hidden="true">
            ♥
          </span>
          <MatchPhoto card={them} alt="" side="them" />
        </div>
        {/* The line keeps its height while the cards are on their way: nothing moves when they come. */}
        <p className={styles.text}>{them === undefined ? '\u00a0' : t.text({ name: them.name })}</p>
      </>
    );
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.title()}
      size="sm"
    >
      <div className={styles.body}>
        {body()}
        <div className={styles.actions}>
          {!match.isError && (
            <Button
              isDisabled={them === undefined}
              onPress={() => {
                onClose();
                void navigate(`/members/${String(profileId)}/chat`);
              }}
            >
              {t.message()}
            </Button>
          )}
          <Button variant="outline" onPress={onClose}>
            {t.keepBrowsing()}
          </Button>
        </div>
      </div>
    </Modal>
  );
};

export default MatchDialog;
