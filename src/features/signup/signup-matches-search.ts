import { soughtBy } from '../../domain/partner-preference';
import type { OwnProfile, ProfileCard, SearchMembersParams, SearchResult } from '../../../generated/model';

/** One screen of suggestions; the members area has the rest. */
export const suggestionCount = 12;

/**
 * Who a new member is shown first: the members they look for (the domain's rule, which the
 * simulated new-like uses too), all in their own country. The search fills up with near matches
 * (its `similar_profiles`) when few members fit exactly.
 */
export const matchSearchFor = (
  profile: Pick<OwnProfile, 'gender' | 'sexuality' | 'country'>,
): SearchMembersParams => ({
  country: profile.country,
  page: 1,
  per_page: suggestionCount,
  ...soughtBy(profile),
});

/** The matches first, then the near matches, each member once, at most one screen of them. */
export const suggestionsOf = (result: SearchResult): ProfileCard[] => {
  const seen = new Set<number>();
  return [...result.profiles, ...result.similar_profiles]
    .filter((card) => {
      if (seen.has(card.id)) return false;
      seen.add(card.id);
      return true;
    })
    .slice(0, suggestionCount);
};
