import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { getGetRelatedProfilesQueryOptions } from '../../../../generated/hooks/members/members';
import { useI18nContext } from '../../../../locales/i18n-react';
import { MemberCard } from '../member-card';
import styles from './member-view.module.css';

/** How many related profiles the row asks for: a phone shows two and a half, a desktop five. */
const relatedCount = 12;
const relatedFreshMs = 5 * 60 * 1000;

export interface RelatedMembersProps {
  id: number;
  cdnPrefix: string;
  fictionalLabel: string | undefined;
}

/**
 * Related profiles (spec §2 profile view) as a horizontal row of small cards. The row keeps its
 * height while they load; with none to show, or when the call fails, the row is left out — it is
 * an extra, not the page.
 */
export const RelatedMembers = ({ id, cdnPrefix, fictionalLabel }: RelatedMembersProps) => {
  const { LL } = useI18nContext();
  const titleId = useId();
  const related = useQuery(
    getGetRelatedProfilesQueryOptions({ id, limit: relatedCount }, { query: { staleTime: relatedFreshMs } }),
  );
  if (related.isError || related.data?.profiles.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={titleId} aria-busy={related.isPending}>
      <h2 className={styles.sectionTitle} id={titleId}>
        {LL.memberView.sections.related()}
      </h2>
      {related.isPending ? (
        <div className={styles.relatedSkeleton} aria-hidden="true" />
      ) : (
        <ul className={styles.relatedRow}>
          {related.data.profiles.map((card) => (
            <MemberCard
              key={card.id}
              card={card}
              cdnPrefix={cdnPrefix}
              fictionalLabel={fictionalLabel}
              eager={false}
            />
          ))}
        </ul>
      )}
    </section>
  );
};
