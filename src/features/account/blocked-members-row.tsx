import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ProfileCard } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { Button } from '../../ui';
import { SkeletonBox, SkeletonLine } from '../../ui/skeleton';
import { errorMessage } from '../errors';
import styles from './blocked-members.module.css';

/** The first letter as people read it: `Array.from` keeps an emoji or accented letter whole. */
const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '').toLocaleUpperCase();

export interface BlockedMemberRowProps {
  card: ProfileCard;
  /** The site's CDN prefix (settings `cdn_prefix`) that image paths are relative to. */
  cdnPrefix: string;
  /** The Unblock button's id, so the list can move the focus to it when a row above goes. */
  buttonId: string;
  /** Why the last unblock of this member failed, while the row is back. */
  failure: { error: unknown } | undefined;
  onUnblock: () => void;
}

/**
 * One blocked member: round photo (or initial), name and age as the link to the profile, city,
 * and the Unblock button. The whole left part is the link's target, so a finger need not hit the
 * name itself.
 */
export const BlockedMemberRow = ({
  card,
  cdnPrefix,
  buttonId,
  failure,
  onUnblock,
}: BlockedMemberRowProps) => {
  const { LL } = useI18nContext();
  const t = LL.account.blocked;
  const nameId = useId();
  const city = card.city?.trim() ?? '';
  return (
    <li className={styles.row}>
      <div className={styles.member}>
        {card.main_image === null ? (
          // The name follows at once: the letter only fills the photo's place.
          <span className={styles.initial} aria-hidden="true">
            {initialOf(card.name)}
          </span>
        ) : (
          <img
            className={styles.photo}
            src={`${cdnPrefix}${card.main_image.thumb_filename}`}
            alt={t.photoAlt({ name: card.name })}
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
          />
        )}
        <span className={styles.who}>
          <Link id={nameId} to={`/members/${String(card.id)}`} className={styles.name}>
            {t.nameAndAge({ name: card.name, age: card.age })}
          </Link>
          {city !== '' && <span className={styles.city}>{city}</span>}
        </span>
      </div>
      <div className={styles.action}>
        {/* Named "Unblock" and then the member, so a list of them can be told apart by ear. */}
        <Button id={buttonId} variant="outline" aria-labelledby={`${buttonId} ${nameId}`} onPress={onUnblock}>
          {t.unblock()}
        </Button>
      </div>
      {failure !== undefined && (
        <p role="alert" className={styles.failure}>
          {t.unblockFailed({ name: card.name })} {errorMessage(LL, failure.error)}
        </p>
      )}
    </li>
  );
};

/** A row still to come, at a row's height: photo, two lines, the button. */
export const BlockedMemberRowSkeleton = () => (
  <div className={styles.row} aria-hidden="true">
    <div className={styles.member}>
      <span className={styles.skeletonPhoto}>
        <SkeletonBox width="48px" height="48px" />
      </span>
      <span className={styles.who}>
        <SkeletonLine width="8rem" />
        <SkeletonLine width="5rem" />
      </span>
    </div>
    <div className={`${styles.action} ${styles.skeletonButton}`}>
      <SkeletonBox width="7.5rem" height="44px" />
    </div>
  </div>
);
