import { describe, expect, it } from 'vitest';
import { getInfoPage, getLanding, submitComplaint } from '../../generated/hooks/site/site';
import type { ComplaintRequest, InfoPage, InfoPageKey } from '../../generated/model';
import { clock } from '../../src/lib/clock';
import { complaints } from '../db/auth';
import { members } from '../db/members';
import { configureSite, siteSettings } from '../db/site-settings';
import { loginAs } from '../../tests/utils/simulation';
import { mainImage } from './support/serialize';

const complaint = (changes: Partial<ComplaintRequest> = {}): ComplaintRequest => ({
  name: 'Anna Smith',
  email: 'anna@example.com',
  subject: 'abuse',
  message: 'This member sent me offensive messages.',
  ...changes,
});

const textOf = (page: InfoPage) =>
  page.sections.flatMap((s) => [s.heading ?? '', ...s.paragraphs]).join('\n');

const memberOf = (id: number) => members.findFirst((q) => q.where({ id }));

describe('complaints (spec §2 route complaints)', () => {
  it('stores a visitor’s complaint and answers its number', async () => {
    const { complaint_id } = await submitComplaint(complaint({ profile_id: 121 }));
    expect(complaints.findFirst((q) => q.where({ id: complaint_id }))).toMatchObject({
      memberId: null,
      email: 'anna@example.com',
      subject: 'abuse',
      profileId: 121,
    });
  });

  it('records the member who filed it', async () => {
    await loginAs('free');
    const { complaint_id } = await submitComplaint(complaint({ subject: 'billing' }));
    expect(complaints.findFirst((q) => q.where({ id: complaint_id }))).toMatchObject({ memberId: 1 });
  });

  it('refuses an unknown profile and invalid fields', async () => {
    await expect(submitComplaint(complaint({ profile_id: 99_999 }))).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    await expect(submitComplaint(complaint({ message: '' }))).rejects.toMatchObject({
      status: 400,
      fields: { message: 'too_short' },
    });
    expect(complaints.all()).toHaveLength(0);
  });

  it('takes at most 5 complaints an hour from one visitor', async () => {
    for (let n = 0; n < 5; n += 1) {
      await submitComplaint(complaint());
      clock.advance(60);
    }
    await expect(submitComplaint(complaint())).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      details: { retryAfter: 3600 - 5 * 60 },
    });
    await expect(submitComplaint(complaint({ email: 'other@example.com' }))).resolves.toHaveProperty(
      'complaint_id',
    );
    clock.advance(3600 - 5 * 60 + 1);
    await expect(submitComplaint(complaint())).resolves.toHaveProperty('complaint_id');
  });
});

describe('information pages (spec §2, §9 refund days, terms date)', () => {
  const keys: InfoPageKey[] = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'return-policy', 'service'];

  it.each(keys)('answers %s as plain-text sections dated by the terms version', async (key) => {
    const { page } = await getInfoPage({ page: key });
    expect(page).toMatchObject({ key, updated_at: '2024-03-01T12:00:00Z' });
    expect(page.sections.length).toBeGreaterThan(0);
    expect(textOf(page)).not.toMatch(/[<>{}]/);
  });

  it('fills in the site’s refund days, company and support contact', async () => {
    configureSite({ refund_days: 30, support_phone: '+31 20-123 4567' });
    const { page } = await getInfoPage({ page: 'return-policy' });
    expect(textOf(page)).toContain('30 day free returns');
    expect(textOf(page)).toContain('+31201234567');
    const service = await getInfoPage({ page: 'service' });
    expect(textOf(service.page)).toContain(siteSettings().company.name);
    expect(textOf(service.page)).toContain('support@sim.test');
  });

  it('dates the pages 2023-12-01 when the company was added earlier', async () => {
    configureSite({ company: { ...siteSettings().company, added: '2020-01-01T00:00:00Z' } });
    await expect(getInfoPage({ page: 'terms' })).resolves.toMatchObject({
      page: { updated_at: '2023-12-01T12:00:00Z' },
    });
  });

  it('answers pages reached by a token and 404 for unknown ones', async () => {
    await expect(getInfoPage({ page: 'imprint' })).resolves.toMatchObject({ page: { key: 'imprint' } });
    await expect(getInfoPage({ page: 'no-such-page' })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    await expect(getInfoPage({ page: 'constructor' })).rejects.toMatchObject({ status: 404 });
    await expect(getInfoPage({ page: 'Not A Token!' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('landing pages (spec §2 landing pages, §1 niches)', () => {
  it('shows real, visible profiles with a photo of the asked niche', async () => {
    const { landing } = await getLanding({ name: 'gallery', niche: 6 });
    expect(landing).toMatchObject({ title: 'See who is waiting for you', video_url: null });
    expect(landing.subtitle).toContain('milfs');
    expect(landing.profiles).toHaveLength(24);
    for (const profile of landing.profiles) {
      const member = memberOf(profile.id);
      expect(member).toMatchObject({ niche: 6, status: 'active', profileStatus: 'active', invisible: false });
      expect(profile.name).toBe(member?.name);
      expect(profile.main_image).toEqual(mainImage(profile.id));
      expect(profile.main_image).not.toBeNull();
    }
  });

  it('takes the site’s niche by default and puts the visitor’s country first', async () => {
    configureSite({ niche: 3, geoip_country: 'NL' });
    const { landing } = await getLanding({ name: 'alonetonight' });
    expect(landing.profiles).toHaveLength(6);
    expect(landing.profiles.every((p) => memberOf(p.id)?.niche === 3)).toBe(true);
    expect(landing.profiles[0]?.country).toBe('NL');
  });

  it('leaves out invisible members', async () => {
    const before = await getLanding({ name: 'video', niche: 2 });
    const first = before.landing.profiles[0]?.id ?? 0;
    await members.update((q) => q.where({ id: first }), { data: (m) => void (m.invisible = true) });
    const after = await getLanding({ name: 'video', niche: 2 });
    expect(after.landing.profiles.map((p) => p.id)).not.toContain(first);
  });

  it('gives the video landings their clip, on the CDN where the browser asking can fetch it', async () => {
    // The CDN prefix is relative (`/cdn/`): the clip is on the origin that answered.
    const { landing } = await getLanding({ name: 'video' });
    expect(landing.video_url).toBe(`${globalThis.location.origin}/cdn/landers/intro.webm`);
    expect(landing.profiles).toHaveLength(4);
    const transitions = await getLanding({ name: 'transitionsvideolanding' });
    expect(transitions.landing.video_url).toBe(`${globalThis.location.origin}/cdn/landers/transitions.webm`);
    expect(transitions.landing.profiles).toHaveLength(6);
  });

  it('keeps a CDN of its own host as it is', async () => {
    configureSite({ cdn_prefix: 'https://cdn.example.com/media/' });
    const { landing } = await getLanding({ name: 'video' });
    expect(landing.video_url).toBe('https://cdn.example.com/media/landers/intro.webm');
  });

  it('picks a campaign variant by slug and refuses unknown slugs', async () => {
    await expect(getLanding({ name: 'maplanding', slug: 'summer' })).resolves.toMatchObject({
      landing: { title: 'Summer flirts' },
    });
    await expect(getLanding({ name: 'maplanding', slug: 'winter' })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    await expect(getLanding({ name: 'tinderswipe', slug: 'summer' })).rejects.toMatchObject({ status: 404 });
  });
});
