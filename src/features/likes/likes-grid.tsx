import type { ProfileCard } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { LikesEntry, LikesType } from '../../domain/likes-lists';
import { Button, ButtonLink, VisuallyHidden } from '../../ui';
import { eagerCards, MemberCard } from '../members';
import styles from './likes.module.css';

export interface LikesGridProps {
  type: LikesType;
  entries: readonly LikesEntry<ProfileCard>[];
  cdnPrefix: string;
  fictionalLabel: string | undefined;
  isPending: (id: number) => boolean;
  onLikeBack: (card: ProfileCard) => void;
  onTakeBack: (card: ProfileCard) => void;
}

/**
 * The member a card's button is for, said after its visible words: a list of "Like back" buttons
 * is a list of different members to a screen reader, and the name still starts with what is seen.
 */
const Whose = ({ name }: { name: string }) => (
  <>
    {' '}
    <VisuallyHidden>{`– ${name}`}</VisuallyHidden>
  </>
);

/** The cards of one list, photo first, with what the member can do next under each. */
export const LikesGrid = ({
  type,
  entries,
  cdnPrefix,
  fictionalLabel,
  isPending,
  onLikeBack,
  onTakeBack,
}: LikesGridProps) => {
  const { LL } = useI18nContext();
  const t = LL.likes.card;
  return (
    <ul className={styles.grid} aria-label={LL.likes.list[type]()}>
      {entries.map(({ card, isNew, liked, match }, index) => (
        <MemberCard
          key={card.id}
          card={card}
          cdnPrefix={cdnPrefix}
          fictionalLabel={fictionalLabel}
          eager={index < eagerCards}
          // "New" only where the news is: a like received and not yet looked at (spec §4).
          marker={type === 'received' && isNew ? t.new() : undefined}
        >
          <div className={styles.actions}>
            {match && (
              <ButtonLink href={`/members/${String(card.id)}/chat`}>
                {t.message()}
                <Whose name={card.name} />
              </ButtonLink>
            )}
            {!liked && (
              <Button
                isDisabled={isPending(card.id)}
                onPress={() => {
                  onLikeBack(card);
                }}
              >
                {t.likeBack()}
                <Whose name={card.name} />
              </Button>
            )}
            {liked && type !== 'received' && (
              <Button
                variant="outline"
                isDisabled={isPending(card.id)}
                onPress={() => {
                  onTakeBack(card);
                }}
              >
                {t.takeBack()}
                <Whose name={card.name} />
              </Button>
            )}
          </div>
        </MemberCard>
      ))}
    </ul>
  );
};

/** Cards of the final size while the lists are on their way. */
export const LikesGridSkeleton = () => (
  <ul className={styles.grid} aria-hidden="true">
    {Array.from({ length: 6 }, (_, index) => (
      <li key={index} className={styles.skeletonCard}>
        <span className={styles.skeletonPhoto} />
        <span className={styles.skeletonLine} />
        <span className={styles.skeletonButton} />
      </li>
    ))}
  </ul>
);
