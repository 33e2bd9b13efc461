import type { OwnProfile, ProfileCard, SearchMembersParams, SearchResult } from '../../../generated/model';

/** One screen of suggestions; the members area has the rest. */
export const suggestionCount = 12;

/**
 * Who a new member is shown first: straight members see the other gender, gay and lesbian
 * members their own, bisexual members both — all in their own country. The search fills up with
 * near matches (its `similar_profiles`) when few members fit exactly.
 */
export const matchSearchFor = (
  profile: Pick<OwnProfile, 'gender' | 'sexuality' | 'country'>,
): SearchMembersParams => {
  const base: SearchMembersParams = { country: profile.country, page: 1, per_page: suggestionCount };
  switch (profile.sexuality) {
    case 'hetero':
      return { ...base, gender: profile.gender === 'male' ? 'female' : 'male', sexuality: 'hetero' };
    case 'gay':
    case 'lesbian':
      return { ...base, gender: profile.gender, sexuality: profile.gender === 'male' ? 'gay' : 'lesbian' };
    case 'bi':
      return base;
  }
};

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
