import type { RouteTitleKey } from '../../locales/route-title-key';
import type { ScreenTextGroup } from '../../locales/screen-text-groups';
import { landerNames, nichePrefixes } from '../domain/landing';
import { infoPageKeys } from '../domain/info-pages';

/**
 * The route table of spec §2 as plain data, so the router, the size report and the tests read the
 * same list. `page` names a module under `src/features/` whose default export is the screen; every
 * page is its own lazy chunk (screens that share a module share its chunk).
 */
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

/**
 * `member`: logged in only (visitors go to login and come back). `visitor`: logged-in members are
 * sent to the members area. `search`: the members area a visitor may still browse when the site
 * allows logged-out search (spec §6). `any`: everybody.
 */
export type RouteAccess = 'any' | 'member' | 'visitor' | 'search';

export type PageProps = Readonly<Record<string, string | number>>;

export interface RouteEntry {
  name: string;
  path: string;
  page: string;
  layout: LayoutName;
  access: RouteAccess;
  title: RouteTitleKey;
  props?: PageProps;
}

const named: readonly RouteEntry[] = [
  { name: 'index', path: '/', page: 'home/home-page', layout: 'default', access: 'visitor', title: 'index' },
  {
    name: 'members',
    path: '/members',
    page: 'members/members-page',
    layout: 'default',
    access: 'search',
    title: 'members',
  },
  {
    name: 'members-id',
    path: '/members/:id',
    page: 'members/member-page',
    layout: 'default',
    access: 'search',
    title: 'member',
  },
  {
    name: 'members-id-chat',
    path: '/members/:id/chat',
    page: 'chat/member-chat-page',
    layout: 'chat',
    access: 'member',
    title: 'chat',
  },
  {
    name: 'members-id-landing',
    path: '/members/:id/landing',
    page: 'member-landing/member-landing-page',
    layout: 'lander',
    access: 'any',
    title: 'landing',
  },
  {
    name: 'members-id-signup',
    path: '/members/:id/signup',
    page: 'member-landing/member-signup-page',
    layout: 'empty',
    access: 'any',
    title: 'signup',
  },
  {
    name: 'members-id-landing2-slug',
    path: '/members/:id/landing2/:slug?',
    page: 'member-landing/member-landing2-page',
    layout: 'lander',
    access: 'any',
    title: 'landing',
  },
  {
    name: 'members-id-landing3-slug',
    path: '/members/:id/landing3/:slug?',
    page: 'member-landing/member-landing3-page',
    layout: 'lander',
    access: 'any',
    title: 'landing',
  },
  {
    name: 'chats',
    path: '/chats',
    page: 'chat/chats-page',
    layout: 'default',
    access: 'member',
    title: 'chats',
  },
  {
    name: 'chats-id',
    path: '/chats/:id',
    page: 'chat/conversation-page',
    layout: 'chat',
    access: 'member',
    title: 'chat',
  },
  {
    name: 'likes',
    path: '/likes',
    page: 'likes/likes-page',
    layout: 'default',
    access: 'member',
    title: 'likes',
  },
  {
    name: 'likes-type',
    path: '/likes/:type',
    page: 'likes/likes-page',
    layout: 'default',
    access: 'member',
    title: 'likes',
  },
  {
    name: 'likes-m-id',
    path: '/likes/m/:id',
    page: 'likes/likes-page',
    layout: 'default',
    access: 'member',
    title: 'likes',
  },
  {
    name: 'credits',
    path: '/credits',
    page: 'credits/credits-page',
    layout: 'default',
    access: 'member',
    title: 'credits',
  },
  {
    name: 'credits-repeat-order',
    path: '/credits/repeat-order',
    page: 'credits/repeat-order-page',
    layout: 'default',
    access: 'member',
    title: 'repeatOrder',
  },
  {
    name: 'credits-id-paymentmethod',
    path: '/credits/:id/:paymentmethod?',
    page: 'credits/payment-page',
    layout: 'default',
    access: 'member',
    title: 'payment',
  },
  {
    name: 'directdebit',
    path: '/directdebit',
    page: 'direct-debit/direct-debit-page',
    layout: 'default',
    access: 'member',
    title: 'directDebit',
  },
  {
    name: 'premium',
    path: '/premium',
    page: 'premium/premium-page',
    layout: 'default',
    access: 'member',
    title: 'premium',
  },
  {
    name: 'pricing',
    path: '/pricing',
    page: 'premium/pricing-page',
    layout: 'default',
    access: 'any',
    title: 'pricing',
  },
  {
    name: 'profile',
    path: '/profile',
    page: 'profile/profile-page',
    layout: 'default',
    access: 'member',
    title: 'profile',
  },
  {
    name: 'notifications',
    path: '/notifications',
    page: 'account/settings-page',
    layout: 'default',
    access: 'member',
    title: 'notifications',
  },
  {
    name: 'complaints',
    path: '/complaints',
    page: 'complaints/complaints-page',
    layout: 'default',
    access: 'any',
    title: 'complaints',
  },
  {
    name: 'lang-config',
    path: '/lang-config',
    page: 'language/lang-config-page',
    layout: 'default',
    access: 'any',
    title: 'langConfig',
  },
  {
    name: 'login',
    path: '/login',
    page: 'auth/login-page',
    layout: 'default',
    access: 'visitor',
    title: 'login',
  },
  {
    name: 'signup',
    path: '/signup',
    page: 'signup/signup-page',
    layout: 'default',
    access: 'any',
    title: 'signup',
  },
  {
    name: 'signup-matches',
    path: '/signup-matches',
    page: 'signup/signup-matches-page',
    layout: 'default',
    access: 'member',
    title: 'signupMatches',
  },
  {
    name: 'complete-signup',
    path: '/complete-signup',
    page: 'signup/complete-signup-page',
    layout: 'default',
    access: 'member',
    title: 'completeSignup',
  },
  {
    name: 'swipe-game',
    path: '/swipe-game',
    page: 'swipe/swipe-page',
    layout: 'default',
    access: 'member',
    title: 'swipeGame',
  },
  {
    name: 'account-deleted',
    path: '/account-deleted',
    page: 'account/account-deleted-page',
    layout: 'default',
    access: 'any',
    title: 'accountDeleted',
  },
  {
    name: 'activate-done',
    path: '/activate/done',
    page: 'signup/activate-done-page',
    layout: 'default',
    access: 'any',
    title: 'activateDone',
  },
  {
    name: 'activate-error',
    path: '/activate/error',
    page: 'signup/activate-error-page',
    layout: 'default',
    access: 'any',
    title: 'activateError',
  },
  {
    name: 'reset-password',
    path: '/reset-password',
    page: 'auth/reset-password-page',
    layout: 'default',
    access: 'any',
    title: 'resetPassword',
  },
  {
    name: 'reset-password-do',
    path: '/reset-password/do',
    page: 'auth/reset-password-do-page',
    layout: 'default',
    access: 'any',
    title: 'resetPassword',
  },
  {
    name: 'mail-change-do',
    path: '/mail-change/do',
    page: 'account/mail-change-do-page',
    layout: 'default',
    access: 'any',
    title: 'mailChange',
  },
  {
    name: 'transactions-id',
    path: '/transactions/:id?',
    page: 'transactions/transactions-page',
    layout: 'default',
    access: 'member',
    title: 'transactions',
  },
];

const infoPages: RouteEntry[] = [
  ...infoPageKeys.map((key): RouteEntry => ({
    name: `pages-${key}`,
    path: `/pages/${key}`,
    page: 'pages/info-page',
    layout: 'default',
    access: 'any',
    title: 'infoPage',
    props: { page: key },
  })),
  // `/{token}`: ranked below every static path, so it only catches single unknown segments; the
  // page answers 404 itself when the server has no page for the token.
  {
    name: 'token',
    path: '/:token',
    page: 'pages/info-page',
    layout: 'default',
    access: 'any',
    title: 'infoPage',
  },
];

/** `/landers/…`, or the same under a niche prefix (`/bdsm/landers/…`), spec §1 and §2. */
const landers = (prefix: string, niche: number | undefined): RouteEntry[] => {
  const nicheProps: PageProps = niche === undefined ? {} : { niche };
  const suffix = niche === undefined ? '' : `-${prefix.slice(1)}`;
  return [
    {
      name: `landers-tinderswipe${suffix}`,
      path: `${prefix}/landers/tinderswipe`,
      page: 'landers/tinderswipe-page',
      layout: 'lander',
      access: 'any',
      title: 'landing',
      props: { lander: 'tinderswipe', ...nicheProps },
    },
    ...landerNames.map((lander): RouteEntry => ({
      name: `landers-${lander}${suffix}`,
      path: `${prefix}/landers/${lander}/:slug?`,
      page: `landers/${lander}-page`,
      layout: 'lander',
      access: 'any',
      title: 'landing',
      props: { lander, ...nicheProps },
    })),
  ];
};

const nicheRoutes: RouteEntry[] = nichePrefixes.flatMap(({ niche, prefix }) => [
  {
    name: `niche-${prefix}`,
    path: `/${prefix}`,
    // The niche's front door, in the lander layout as the niche's campaign pages (decision 032).
    page: 'home/home-page',
    layout: 'lander',
    access: 'visitor',
    title: 'index',
    props: { niche },
  },
  ...landers(`/${prefix}`, niche),
]);

export const routeTable: readonly RouteEntry[] = [
  ...named,
  ...infoPages,
  ...landers('', undefined),
  ...nicheRoutes,
  {
    name: 'not-found',
    path: '*',
    page: 'errors/not-found-page',
    layout: 'default',
    access: 'any',
    title: 'notFound',
  },
];

/**
 * The catalogue's groups each page module shows beyond the root texts: the router loads them with
 * the module's code (src/features/language/screen-texts.ts). tests/safety/screen-texts.test.ts
 * reads the modules' imports and fails when a list is not exactly what the code reads.
 */
const pageTexts: Readonly<Record<string, readonly ScreenTextGroup[]>> = {
  'chat/chats-page': ['chat'],
  'chat/conversation-page': ['chat', 'memberView'],
  'chat/member-chat-page': ['chat', 'memberView'],
  'likes/likes-page': ['likes', 'members'],
  'swipe/swipe-page': ['swipe'],
  'credits/credits-page': ['credits'],
  'credits/payment-page': ['credits'],
  'credits/repeat-order-page': ['credits'],
  'direct-debit/direct-debit-page': ['directDebit'],
  'premium/premium-page': ['premium'],
  'premium/pricing-page': ['premium'],
  'transactions/transactions-page': ['credits', 'transactions'],
  'members/members-page': ['members'],
  'members/member-page': ['memberView', 'members', 'signupLocation', 'signupSteps'],
  'profile/profile-page': [
    'memberView',
    'members',
    'profile',
    'profileLocation',
    'profilePhotos',
    'signupLocation',
    'signupSteps',
  ],
  'account/settings-page': ['account'],
  'account/mail-change-do-page': ['account'],
  'account/account-deleted-page': ['accountDeletion'],
  'signup/signup-page': ['signup', 'signupLocation', 'signupPhoto', 'signupSteps'],
  'signup/complete-signup-page': ['signupLocation', 'signupPhoto', 'signupSteps'],
  'signup/signup-matches-page': ['signupMatches'],
  'member-landing/member-landing-page': ['memberLanding'],
  'member-landing/member-landing2-page': ['memberLanding'],
  'member-landing/member-landing3-page': ['memberLanding'],
  'member-landing/member-signup-page': [
    'memberLanding',
    'signup',
    'signupLocation',
    'signupPhoto',
    'signupSteps',
  ],
  'complaints/complaints-page': ['complaints'],
  'landers/tinderswipe-page': ['landers', 'landerSwipe'],
  'landers/alonetonight-page': ['landers', 'landerAlone'],
  'landers/collagelanding-page': ['landers', 'landerCollage'],
  'landers/gallery-page': ['landers', 'landerGallery'],
  'landers/iconslanding-page': ['landers', 'landerIcons'],
  'landers/maplanding-page': ['landers', 'landerMap'],
  'landers/socialnetwork-page': ['landers', 'landerSocial'],
  'landers/transitionsvideolanding-page': ['landers', 'landerVideo'],
  'landers/video-page': ['landers', 'landerVideo'],
};

export const textsOfPage = (page: string): readonly ScreenTextGroup[] => pageTexts[page] ?? [];
