import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useImmer } from 'use-immer';
import { getGetBlockedMembersQueryOptions } from '../../../generated/hooks/members/members';
import type { ProfileCard } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { BlockedMemberRow, BlockedMemberRowSkeleton } from './blocked-members-row';
import { useUnblockFromList } from './blocked-members-unblock';
import accountStyles from './account.module.css';
import { LoadFailure } from '../../ui/load-failure';
import styles from './blocked-members.module.css';

interface RowFailure {
  id: number;
  error: unknown;
}

/**
 * Spec §2 settings, §6 blocked users: the members this member blocked, most recent first, each
 * with the way to their profile and an Unblock button. Unblocking takes the row away at once and
 * says so in place; a refusal brings the row back with the reason at it.
 */
export const BlockedMembersSection = () => {
  const { LL } = useI18nContext();
  const t = LL.account.blocked;
  const headingId = useId();
  const buttonIds = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const blocked = useQuery(getGetBlockedMembersQueryOptions());
  const cdnPrefix = useSiteSettings().data?.settings.cdn_prefix ?? '/';
  const unblockFromList = useUnblockFromList();
  const [unblockedName, setUnblockedName] = useState<string | null>(null);
  const [failures, setFailures] = useImmer<RowFailure[]>([]);
  const buttonId = (id: number) => `${buttonIds}-${String(id)}`;

  const forget = (id: number) => {
    setFailures((draft) => {
      const at = draft.findIndex((failure) => failure.id === id);
      if (at >= 0) draft.splice(at, 1);
    });
  };

  // The pressed button goes with its row: the keyboard goes on from the next row's button (or the
  // one before, the last row gone), and from the heading once the list is empty.
  const moveFocusFrom = (profiles: readonly ProfileCard[], at: number) => {
    const neighbour = profiles[at + 1] ?? profiles[at - 1];
    const target =
      neighbour === undefined ? headingRef.current : document.getElementById(buttonId(neighbour.id));
    target?.focus();
  };

  const unblock = async (card: ProfileCard, profiles: readonly ProfileCard[], at: number) => {
    setUnblockedName(null);
    forget(card.id);
    moveFocusFrom(profiles, at);
    const result = await unblockFromList(card);
    if (result.ok) setUnblockedName(card.name);
    else {
      setFailures((draft) => {
        draft.push({ id: card.id, error: result.error });
      });
    }
  };

  const body = () => {
    if (blocked.data === undefined) {
      // While a retry runs the skeleton stands in, so a second failure is announced afresh.
      if (!blocked.isError || blocked.isFetching) return <BlockedMemberRowSkeleton />;
      return (
        <LoadFailure
          message={t.loadFailed()}
          retryLabel={t.retry()}
          onRetry={() => void blocked.refetch()}
          focusOnRetry={headingRef}
        />
      );
    }
    const { profiles } = blocked.data;
    if (profiles.length === 0) {
      return (
        <div className={styles.stack}>
          <p>{t.empty()}</p>
          <p className={styles.muted}>{t.howTo()}</p>
        </div>
      );
    }
    return (
      <ul className={styles.list} aria-labelledby={headingId}>
        {profiles.map((card, at) => (
          <BlockedMemberRow
            key={card.id}
            card={card}
            cdnPrefix={cdnPrefix}
            buttonId={buttonId(card.id)}
            failure={failures.find((failure) => failure.id === card.id)}
            onUnblock={() => void unblock(card, profiles, at)}
          />
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby={headingId} aria-busy={blocked.isPending} className={accountStyles.section}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t.heading()}
      </h2>
      <p className={styles.muted}>{t.intro()}</p>
      <div>
        {/* Always there, so that a screen reader hears the confirmation when it appears. */}
        <div role="status">
          {unblockedName !== null && (
            <div className={styles.done}>{t.unblocked({ name: unblockedName })}</div>
          )}
        </div>
        {body()}
      </div>
    </section>
  );
};
