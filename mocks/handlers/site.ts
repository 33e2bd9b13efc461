import type { RegionsResponse } from '../../generated/model';
import { regionLabelByCountry, siteCountries } from '../../src/domain/countries';
import { interestKeys } from '../../src/domain/interests';
import { isSoughtBy } from '../../src/domain/partner-preference';
import { clock } from '../../src/lib/clock';
import { members } from '../db/members';
import { siteSettings, visitorSettings } from '../db/site-settings';
import { blocks, likes } from '../db/social';
import { regionSeeds } from '../seed/regions';
import { localizedSettings } from './pages-content';
import { acceptedLocale, browserLanguageHeader, requestLanguage } from './request-language';
import { handle, handleMember } from './support/operation';
import { notFound } from './support/respond';
import { mainImage } from './support/serialize';

/** Spec §9: the terms version date is at least this, or the company's added date if later. */
const termsFloor = '2023-12-01T12:00:00Z';

const labelOf = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');

/** Degrees are close enough for "which region is this point in" at this scale. */
const distance = (lat: number, lon: number, region: { lat: number; lon: number }) =>
  Math.hypot(lat - region.lat, lon - region.lon);

export const siteHandlers = [
  // One simulated site answers for every host, so the app works on localhost and sim.test alike.
  handle('getSettings', ({ request, cookies, reply }) => {
    const visitor = visitorSettings(acceptedLocale(browserLanguageHeader(request)));
    const settings = localizedSettings(visitor, requestLanguage(request, cookies));
    return reply(200, { settings, domain_language: settings.domain_language });
  }),

  // Spec §7 beacon: the member left the page, so they no longer count as online.
  handle('pageHidden', async ({ member, reply }) => {
    if (member !== undefined) {
      const away = new Date(clock.nowMs() - 60 * 60 * 1000).toISOString();
      await members.update((q) => q.where({ id: member.id }), { data: (m) => void (m.lastActiveAt = away) });
    }
    return reply(204, undefined);
  }),

  handle('reverseGeocode', ({ query: { lat, lon }, reply }) => {
    const nearest = [...regionSeeds].sort((a, b) => distance(lat, lon, a) - distance(lat, lon, b))[0];
    if (nearest === undefined || distance(lat, lon, nearest) > 3) return notFound('No place found here');
    return reply(200, {
      geocode: { country: nearest.country, region_id: nearest.id, region: nearest.name, city: nearest.city },
    });
  }),

  handle('getInterests', ({ reply }) =>
    reply(200, { interests: interestKeys.map((key) => ({ key, label: labelOf(key) })) }),
  ),

  handle('getRegions', ({ reply }) => {
    const regions: RegionsResponse['regions'] = {};
    for (const country of siteSettings().countries) {
      const known = siteCountries.find((siteCountry) => siteCountry === country);
      if (known === undefined) continue;
      regions[country] = {
        label: regionLabelByCountry[known],
        items: regionSeeds.filter((r) => r.country === country).map(({ id, name }) => ({ id, name })),
      };
    }
    return reply(200, { regions });
  }),

  handle('getCompanyInfo', ({ reply }) => {
    const settings = siteSettings();
    const added = settings.company.added;
    return reply(200, {
      company: settings.company,
      terms_date: Date.parse(added) > Date.parse(termsFloor) ? added : termsFloor,
      support_email: settings.support_email,
      support_phone: settings.support_phone.replace(/[\s-]/g, ''),
    });
  }),

  /**
   * Spec §7: a profile for the new-like modal. The simulation picks an active profile with a photo
   * that matches what the member looks for, has not liked them yet and is not blocked either way,
   * and records its like as a new incoming like. An invisible member gets none: invisible mode
   * hides them (spec §4), so nobody would have found them to like.
   */
  handleMember('getAutoLike', async ({ member, reply }) => {
    const me = member;
    if (me.invisible) return reply(200, { profile: null });
    const withPhoto = members
      .findMany((q) => q.where({ profileStatus: 'active', status: 'active', invisible: false }))
      .find(
        (other) =>
          other.id !== me.id &&
          isSoughtBy(me, other) &&
          mainImage(other.id) !== null &&
          likes.findFirst((q) => q.where({ fromId: other.id, toId: me.id })) === undefined &&
          blocks.findFirst((q) => q.where({ blockerId: other.id, blockedId: me.id })) === undefined &&
          blocks.findFirst((q) => q.where({ blockerId: me.id, blockedId: other.id })) === undefined,
      );
    const candidate =
      withPhoto === undefined ? undefined : { member: withPhoto, image: mainImage(withPhoto.id) };
    if (candidate?.image == null) return reply(200, { profile: null });
    await likes.create({
      fromId: candidate.member.id,
      toId: me.id,
      createdAt: clock.now().toISOString(),
      isNew: true,
    });
    return reply(200, {
      profile: { id: candidate.member.id, main_image: { match: candidate.image.match } },
    });
  }),
];
