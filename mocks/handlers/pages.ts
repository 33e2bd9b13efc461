import { clock } from '../../src/lib/clock';
import { nextId } from '../db';
import { complaints } from '../db/auth';
import { members, type Member } from '../db/members';
import { siteSettings } from '../db/site-settings';
import { infoPage } from './pages-content';
import { campaignTitle, landingText } from './pages-landing';
import { requestLanguage } from './request-language';
import { handle } from './support/operation';
import { apiError, notFound } from './support/respond';
import { isOnline, mainImage, profileOf } from './support/serialize';

const hourMs = 60 * 60 * 1000;
const complaintsPerHour = 5;

/** A member is known by their account, a visitor by the address they give. */
const recentComplaints = (member: Member | undefined, email: string) => {
  const since = clock.nowMs() - hourMs;
  const byVisitor = member === undefined ? { email: (e: string) => e === email } : { memberId: member.id };
  return complaints.findMany((q) => q.where({ ...byVisitor, at: (at) => Date.parse(at) > since }));
};

/**
 * Video paths hang off the CDN prefix. An absolute prefix is the CDN's own host; a relative one is
 * the site's own, which for the simulation is wherever it answers (the dev server's page, the
 * journeys' server), not the configured domain: the browser must be able to fetch the clip.
 */
const absoluteUrl = (path: string, request: Request): string => {
  const { cdn_prefix: prefix } = siteSettings();
  return /^https?:\/\//.test(prefix) ? `${prefix}${path}` : new URL(`${prefix}${path}`, request.url).href;
};

/**
 * Profiles a landing page can show: visible, active, with an approved main photo and of the
 * niche (niche 1 has no special audience, so every niche fits). Members in the visitor's country
 * come first, then those online, then the most recently active.
 */
const landingProfiles = (niche: number, count: number, viewer: Member | undefined) => {
  const country = siteSettings().geoip_country;
  return members
    .findMany((q) =>
      q.where({
        status: 'active',
        profileStatus: 'active',
        invisible: false,
        niche: (n) => niche === 1 || n === niche,
      }),
    )
    .filter((m) => m.id !== viewer?.id && mainImage(m.id) !== null)
    .sort(
      (a, b) =>
        Number(b.country === country) - Number(a.country === country) ||
        Number(isOnline(b)) - Number(isOnline(a)) ||
        Date.parse(b.lastActiveAt) - Date.parse(a.lastActiveAt) ||
        a.id - b.id,
    )
    .slice(0, count)
    .map(profileOf);
};

export const pageHandlers = [
  handle('submitComplaint', async ({ body: request, member, reply }) => {
    const email = request.email.trim().toLowerCase();
    if (
      request.profile_id !== undefined &&
      members.findFirst((q) => q.where({ id: request.profile_id })) === undefined
    ) {
      return notFound('Unknown profile');
    }
    const recent = recentComplaints(member, email);
    if (recent.length >= complaintsPerHour) {
      const oldest = Math.min(...recent.map((c) => Date.parse(c.at)));
      const retryAfter = Math.max(1, Math.ceil((oldest + hourMs - clock.nowMs()) / 1000));
      return apiError(429, 'rate_limited', 'Too many requests', { retry_after: retryAfter });
    }
    const complaint = await complaints.create({
      id: nextId(complaints.all()),
      memberId: member?.id ?? null,
      name: request.name.trim(),
      email,
      subject: request.subject,
      message: request.message,
      profileId: request.profile_id ?? null,
      at: clock.now().toISOString(),
    });
    return reply(201, { complaint_id: complaint.id });
  }),

  handle('getInfoPage', ({ query, request, cookies, reply }) => {
    const page = infoPage(query.page, siteSettings(), requestLanguage(request, cookies, query.lang));
    return page === undefined ? notFound('Unknown page') : reply(200, { page });
  }),

  handle('getLanding', ({ query, request, cookies, member, reply }) => {
    const { name, slug, niche = siteSettings().niche } = query;
    const lang = requestLanguage(request, cookies, query.lang);
    const text = landingText(name, niche, lang);
    const campaign = slug === undefined || name === 'tinderswipe' ? undefined : campaignTitle(slug, lang);
    if (slug !== undefined && campaign === undefined) return notFound('Unknown landing page');
    return reply(200, {
      landing: {
        title: campaign ?? text.title,
        subtitle: text.subtitle,
        video_url: text.video === null ? null : absoluteUrl(text.video, request),
        profiles: landingProfiles(niche, text.profiles, member),
      },
    });
  }),
];
