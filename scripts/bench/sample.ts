/**
 * The bench's fixed sample: one route per page module and layout, per role that can open it
 * (members are sent away from visitor-only routes), and each figure's goal from issue 13. A goal
 * of `null` means the issue sets none yet (the members area's goals come with its screens; issue
 * 14 set the search's).
 */
export type Role = 'visitor' | 'free' | 'premium';

/** `first`: nothing stored (the entry warning shows); `returning`: the warning was passed before. */
export type Visit = 'first' | 'returning';

export type Goal = { max: number } | { min: number } | { equals: number };

export interface SampleEntry {
  path: string;
  /** What the route stands for in the sample (its page module or layout). */
  covers: string;
  role: Role;
  visit: Visit;
  goals: {
    firstLoadJsGzipKb: Goal | null;
    performance: Goal | null;
    lcpSeconds: Goal | null;
    cls: Goal;
  };
}

const noShift: Goal = { max: 0.02 };

const visitorPage = (path: string, covers: string, visit: Visit = 'returning'): SampleEntry => ({
  path,
  covers,
  role: 'visitor',
  visit,
  goals: { firstLoadJsGzipKb: null, performance: { min: 95 }, lcpSeconds: { max: 2 }, cls: noShift },
});

const memberPage = (path: string, covers: string, role: Role): SampleEntry => ({
  path,
  covers,
  role,
  visit: 'returning',
  goals: { firstLoadJsGzipKb: null, performance: null, lcpSeconds: null, cls: noShift },
});

export const sample: readonly SampleEntry[] = [
  {
    ...visitorPage('/', 'home page, first visit', 'first'),
    goals: {
      firstLoadJsGzipKb: { max: 150 },
      performance: { min: 90 },
      lcpSeconds: { max: 2 },
      cls: noShift,
    },
  },
  {
    ...visitorPage('/', 'home page'),
    goals: {
      firstLoadJsGzipKb: { max: 130 },
      performance: { min: 95 },
      lcpSeconds: { max: 2 },
      cls: noShift,
    },
  },
  visitorPage('/pages/terms', 'information page'),
  visitorPage('/login', 'login page'),
  // Issue 19 item 6: every lander as a campaign's visitor arrives (nothing stored: the entry
  // warning and the consent banner show), some under a niche prefix or with a campaign slug.
  ...[
    '/landers/tinderswipe',
    '/she/landers/alonetonight/summer',
    '/landers/collagelanding',
    '/bbw/landers/gallery/weekend',
    '/landers/iconslanding',
    '/gay/landers/maplanding',
    '/landers/socialnetwork/nearby',
    '/milf/landers/transitionsvideolanding',
    '/landers/video/summer',
  ].map((path): SampleEntry => ({
    ...visitorPage(path, 'lander', 'first'),
    goals: { firstLoadJsGzipKb: null, performance: { min: 90 }, lcpSeconds: null, cls: noShift },
  })),
  {
    ...visitorPage('/members/7/signup', 'empty layout'),
    goals: { firstLoadJsGzipKb: null, performance: null, lcpSeconds: null, cls: noShift },
  },
  // Issue 14, item 8: the search with real screens.
  ...(['free', 'premium'] as const).map((role): SampleEntry => ({
    ...memberPage('/members', 'member search, members shell', role),
    goals: { firstLoadJsGzipKb: { max: 150 }, performance: { min: 90 }, lcpSeconds: null, cls: noShift },
  })),
  ...(['free', 'premium'] as const).map((role): SampleEntry => ({
    ...memberPage('/notifications', 'settings page, members shell', role),
    goals: { firstLoadJsGzipKb: { max: 150 }, performance: { min: 90 }, lcpSeconds: null, cls: noShift },
  })),
  memberPage('/chats/1', 'chat layout', 'premium'),
];

/** Steady state on /members: the spec's user, chats and likes refresh, once each per 60 s. */
export const pollGoals = { callsPer60s: { equals: 3 } as Goal, duplicates: { equals: 0 } as Goal };

/** The seeded accounts of the member roles (README, mocks/seed/personas.ts). */
export const memberEmail = (role: Exclude<Role, 'visitor'>): string => `${role}@sim.test`;

/** Where the skip of the entry warning is remembered (src/features/shell/entry-warning-key.ts). */
export const entryWarningSkippedKey = 'entry-warning-skipped-at';

/** A returning visitor has chosen about cookies before (src/features/consent/consent-key.ts). */
export const consentPreset = (): [key: string, value: string] => [
  'consent',
  JSON.stringify({ version: 1, at: new Date().toISOString(), statistics: false, marketing: false }),
];

/** Issue 13's floor: a React-alone page built with the same tools, same profile. */
export const floor = { firstLoadJsGzipKb: 66, performance: 100, lcpSeconds: 1.06, cls: 0 };
