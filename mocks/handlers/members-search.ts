import type { FieldErrorCode, GetRelatedProfiles200, SearchResult } from '../../generated/model';
import { visitorMaySearch } from '../../src/domain/search-access';
import { ageOn } from '../../src/domain/signup-rules';
import { clock } from '../../src/lib/clock';
import { members, type Member } from '../db/members';
import { photos } from '../db/photos';
import { siteSettings } from '../db/site-settings';
import { blocks } from '../db/social';
import type { QueryOf } from './support/contract-types';
import { authenticationRequired, notFound, ok, validationError } from './support/respond';
import { isOnline, profileCardOf } from './support/serialize';

const ageOf = (member: Member) => ageOn(member.dateOfBirth, clock.nowMs());

/** Members blocked by, or blocking, the requester: they never see each other in lists. */
export const blockedEitherWay = (me: Member | undefined): Set<number> =>
  me === undefined
    ? new Set()
    : new Set([
        ...blocks.findMany((q) => q.where({ blockerId: me.id })).map((b) => b.blockedId),
        ...blocks.findMany((q) => q.where({ blockedId: me.id })).map((b) => b.blockerId),
      ]);

/** Whether a profile exists for others: not disabled and not waiting for deletion. */
export const isShown = (member: Member): boolean =>
  member.profileStatus === 'active' && member.status !== 'pending_deletion';

/** Everyone a list may show the requester: shown, visible, not the requester, not blocked. */
const listablePool = (me: Member | undefined): Member[] => {
  const hidden = blockedEitherWay(me);
  return members.findMany((q) =>
    q.where((m) => isShown(m) && !m.invisible && m.id !== me?.id && !hidden.has(m.id)),
  );
};

const mostRecentlyActive = (a: Member, b: Member) =>
  Date.parse(b.lastActiveAt) - Date.parse(a.lastActiveAt) || a.id - b.id;

interface Filters {
  gender: string | null;
  sexuality: string | null;
  country: string | null;
  region: string | null;
  minAge: number | null;
  maxAge: number | null;
  interests: string[];
  online: boolean;
  withPhoto: boolean;
}

type SearchQuery = QueryOf<'searchMembers'>;

const filtersOf = (query: SearchQuery): Filters => ({
  gender: query.gender ?? null,
  sexuality: query.sexuality ?? null,
  country: query.country ?? null,
  region: query.countryregion ?? null,
  minAge: query.min_age ?? null,
  maxAge: query.max_age ?? null,
  interests: query.interests ?? [],
  online: query.online === true,
  withPhoto: query.with_photo === true,
});

/** Members with an active main photo, read once per search rather than once per member. */
const withMainPhoto = (): Set<number> =>
  new Set(photos.findMany((q) => q.where({ status: 'active', isMain: true })).map((p) => p.memberId));

/** Filters besides gender and sexuality, each checked on its own to rank near matches. */
const otherChecks = (filters: Filters): ((m: Member) => boolean)[] => {
  const photographed = filters.withPhoto ? withMainPhoto() : new Set<number>();
  // Each age worked out once per search, though two checks and the ranking read it.
  const ages = new Map<number, number>();
  const age = (m: Member) => {
    let known = ages.get(m.id);
    if (known === undefined) {
      known = ageOf(m);
      ages.set(m.id, known);
    }
    return known;
  };
  return [
    (m) => filters.country === null || m.country === filters.country,
    (m) => filters.region === null || m.region === filters.region,
    (m) => filters.minAge === null || age(m) >= filters.minAge,
    (m) => filters.maxAge === null || age(m) <= filters.maxAge,
    (m) => filters.interests.length === 0 || m.interests.some((key) => filters.interests.includes(key)),
    (m) => !filters.online || isOnline(m),
    (m) => !filters.withPhoto || photographed.has(m.id),
  ];
};

const fitsIdentity = (filters: Filters) => (m: Member) =>
  (filters.gender === null || m.gender === filters.gender) &&
  (filters.sexuality === null || m.sexuality === filters.sexuality);

/** Years outside the requested age range (0 inside it). */
const ageDistance = (filters: Filters, m: Member): number => {
  const age = ageOf(m);
  if (filters.minAge !== null && age < filters.minAge) return filters.minAge - age;
  if (filters.maxAge !== null && age > filters.maxAge) return age - filters.maxAge;
  return 0;
};

const problemsOf = (filters: Filters): Partial<Record<string, FieldErrorCode>> => {
  const fields: Partial<Record<string, FieldErrorCode>> = {};
  if (filters.minAge !== null && filters.maxAge !== null && filters.minAge > filters.maxAge) {
    fields.max_age = 'invalid';
  }
  if (filters.country !== null && !siteSettings().countries.includes(filters.country)) {
    fields.country = 'not_allowed';
  }
  return fields;
};

export const searchMembers = (query: SearchQuery, me: Member | undefined) => {
  if (me === undefined && !visitorMaySearch(siteSettings(), query.network)) {
    return authenticationRequired();
  }
  const filters = filtersOf(query);
  const fields = problemsOf(filters);
  if (Object.keys(fields).length > 0) return validationError(fields);

  const { page = 1, per_page: perPage = 24 } = query;
  const checks = otherChecks(filters);
  const identity = fitsIdentity(filters);
  const pool = listablePool(me);
  // Each time read once, not once per comparison: a search may match 10,000 members (bench).
  const matching = pool
    .filter((m) => identity(m) && checks.every((check) => check(m)))
    .map((m) => ({ m, activeAt: Date.parse(m.lastActiveAt) }))
    .sort((a, b) => b.activeAt - a.activeAt || a.m.id - b.m.id)
    .map(({ m }) => m);

  const room = Math.max(0, perPage - matching.length);
  const matched = new Set(matching.map((m) => m.id));
  const fit = (m: Member) => checks.filter((check) => check(m)).length;
  const similar =
    room === 0
      ? []
      : pool
          .filter((m) => !matched.has(m.id) && identity(m))
          .map((m) => ({ m, fit: fit(m), distance: ageDistance(filters, m) }))
          .sort((a, b) => b.fit - a.fit || a.distance - b.distance || mostRecentlyActive(a.m, b.m))
          .slice(0, room)
          .map(({ m }) => profileCardOf(m, me));

  return ok<SearchResult>({
    profiles: matching.slice((page - 1) * perPage, page * perPage).map((m) => profileCardOf(m, me)),
    num_results: matching.length,
    page,
    per_page: perPage,
    similar_profiles: similar,
    num_similar: similar.length,
  });
};

/** Years of age difference a different region (same country) or another country weighs. */
const regionPenalty = 5;
const countryPenalty = 20;

const placeDistance = (a: Member, b: Member): number => {
  if (a.country !== b.country) return countryPenalty;
  return a.region !== null && a.region === b.region ? 0 : regionPenalty;
};

export const relatedProfiles = (id: number, limit: number, me: Member | undefined) => {
  const profile = members.findFirst((q) => q.where({ id }));
  if (profile === undefined || !isShown(profile)) return notFound('No such profile');
  const profileAge = ageOf(profile);
  const related = listablePool(me)
    .filter((m) => m.id !== profile.id && m.gender === profile.gender && m.sexuality === profile.sexuality)
    .map((m) => ({ m, distance: Math.abs(ageOf(m) - profileAge) + placeDistance(m, profile) }))
    .sort((a, b) => a.distance - b.distance || mostRecentlyActive(a.m, b.m))
    .slice(0, limit)
    .map(({ m }) => profileCardOf(m, me));
  return ok<GetRelatedProfiles200>({ profiles: related });
};
