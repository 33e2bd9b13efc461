/**
 * The rules of the product spec (/work/shared/spec/product-spec.md) a tester can check, one entry
 * per rule: every rule of §4, §5, §6, §8 and §9, split where one bullet holds several, and the
 * rules of §1, §2, §3 and §7 that scenarios show besides. A rule is shown by the scenarios that
 * name it in `rules`; one no API call can show (layout, timing, the browser) names in `shownBy` the
 * existing tests that prove it. `notYetShown` marks the few rules nothing proves yet, so the gap is
 * listed in docs/scenarios.md instead of hidden; catalogue.test.ts keeps that list from growing.
 */

export const specSections = ['§1', '§2', '§3', '§4', '§5', '§6', '§7', '§8', '§9'] as const;
export type SpecSection = (typeof specSections)[number];

/** The sections the catalogue must cover completely (issue 20). */
export const coveredSections: readonly SpecSection[] = ['§4', '§5', '§6', '§8', '§9'];

export interface SpecRuleEntry {
  /** Kebab-case and stable: scenarios name it. */
  id: string;
  section: SpecSection;
  /** The rule in one line of plain English. */
  rule: string;
  /** Tests outside the scenarios that prove a rule of the browser, the screen or timing. */
  shownBy?: { files: readonly string[]; why: string };
  /** Why nothing proves this rule yet. */
  notYetShown?: string;
}

export const specRules = [
  // §1 What the product does
  {
    id: 'niche-landing-prefixes',
    section: '§1',
    rule: 'Niches 1 to 7 map to landing path prefixes (none, she, bdsm, bbw, gilf, milf, gay), each showing its own niche.',
  },
  // §2 Screens and routes
  {
    id: 'landing-pages',
    section: '§2',
    rule: 'Visitors see landing pages at /landers/{name}/{slug?}, each with its campaign.',
  },
  {
    id: 'member-landing-pages',
    section: '§2',
    rule: 'A campaign link to one profile (/members/{id}/landing…) shows that profile and leads to signup.',
  },
  {
    id: 'complaints-form',
    section: '§2',
    rule: 'Visitors and members file a complaint from the footer link, and get a reference.',
  },
  {
    id: 'report-and-block-member',
    section: '§2',
    rule: 'A member can report another member and block them from the profile view.',
  },
  {
    id: 'likes-sent-received-matches',
    section: '§2',
    rule: 'The likes page lists received and sent likes and matches; liking back makes a match, shown in the match modal.',
  },
  {
    id: 'repeat-last-order',
    section: '§2',
    rule: 'The repeat-order page (/credits/repeat-order) buys the last order again in one press.',
  },
  {
    id: 'premium-overview-tiers',
    section: '§2',
    rule: 'The premium overview shows up to four tiers, p0 to p3, one of them marked popular.',
  },
  // §3 Entities
  {
    id: 'discount-code-minimum-order',
    section: '§3',
    rule: 'A discount code has a percentage, a minimum order value and an optional country.',
  },
  // §4 States and transitions
  {
    id: 'account-pending-deletion',
    section: '§4',
    rule: 'A deleted account stays pending deletion: the session ends and login says so.',
  },
  {
    id: 'account-reactivation-14-days',
    section: '§4',
    rule: 'Within 14 days a deleted account is reactivated through the link in an e-mail; later the link is refused (also §9).',
  },
  {
    id: 'unconfirmed-blocks-replies',
    section: '§4',
    rule: 'An unconfirmed e-mail address (not_confirmed) blocks replies from other members.',
  },
  {
    id: 'activation-unblocks-replies',
    section: '§4',
    rule: 'Using the activation link confirms the address, and others can reply from then on.',
  },
  {
    id: 'notifications-disabled-by-reason',
    section: '§4',
    rule: 'E-mail notifications are disabled with a reason: fbl (marked as spam), bounce (invalid address) or listunsubscribe.',
  },
  {
    id: 'push-permission-states',
    section: '§4',
    rule: 'Push is capable or not, and subscribed, denied or unknown.',
    shownBy: {
      files: ['src/features/account/push-section.test.tsx', 'src/features/signup/steps/push-step.test.tsx'],
      why: "The browser's push capability and permission live in the page; the settings section and the signup step show each state.",
    },
  },
  {
    id: 'push-worker-click',
    section: '§4',
    rule: 'The service worker at /sw-push.js posts NEW_PUSH_MESSAGE and NEW_PUSH_CLICK with checkUrl and openUrl; a click opens openUrl.',
  },
  {
    id: 'push-message-reloads-chats',
    section: '§4',
    rule: 'A new pushed message reloads chats and likes.',
  },
  {
    id: 'geolocation-permission',
    section: '§4',
    rule: "Geolocation permission is unsupported, unknown or the browser's state; when it is refused the place is chosen by hand.",
  },
  {
    id: 'geolocation-cached-one-hour',
    section: '§4',
    rule: 'The geolocation result is cached up to 1 hour (also §9).',
    shownBy: {
      files: ['src/features/places/geolocation-cache.test.ts'],
      why: 'The position is cached in the browser; no API call is made for it.',
    },
  },
  {
    id: 'payment-states',
    section: '§4',
    rule: 'A payment is loading, pending, completed, failed or cancelled.',
  },
  {
    id: 'signup-flow-steps',
    section: '§4',
    rule: 'Signup runs steps 0 to 4, then a complete step asking to confirm the e-mail address.',
    shownBy: {
      files: ['src/features/signup/signup-flow.test.tsx', 'e2e/signup-steps.spec.ts'],
      why: 'The steps are screens of the app; the server only records progress.',
    },
  },
  {
    id: 'signup-progress-recorded',
    section: '§4',
    rule: 'Signup progress is recorded: started, then flow complete or closed.',
    shownBy: {
      files: ['src/features/signup/signup-flow.test.tsx'],
      why: 'The app sends the events as the steps open and close; the server answers every one alike.',
    },
  },
  {
    id: 'login-blocked-after-wrong-attempts',
    section: '§4',
    rule: 'Login is blocked for some minutes after too many wrong attempts.',
  },
  {
    id: 'photo-active-for-sharing',
    section: '§4',
    rule: 'Only a photo with status active is the main image, which sharing metadata shows.',
  },
  {
    id: 'page-title-unread-prefix',
    section: '§4',
    rule: 'The page title is prefixed with unread messages plus new likes in brackets when above zero.',
    shownBy: {
      files: ['src/app/background/use-document-title.test.tsx', 'src/app/layouts.test.tsx'],
      why: 'The title is set in the page from the counts the API gives.',
    },
  },
  {
    id: 'app-badge-count',
    section: '§4',
    rule: 'The same sum is the app icon badge where supported; a badge failure is ignored (also §8).',
    shownBy: {
      files: ['src/app/background/use-document-title.test.tsx', 'e2e/installed-app.spec.ts'],
      why: "The badge is the browser's Badging API.",
    },
  },
  {
    id: 'time-bonus-eligibility',
    section: '§4',
    rule: 'The time bonus shows only to a logged-in member who is not paid and signed up less than 4 hours (14400 s) ago (also §6).',
  },
  {
    id: 'time-bonus-countdown',
    section: '§4',
    rule: 'The time-bonus countdown ticks every second, showing hours, minutes and seconds padded to two digits.',
    shownBy: {
      files: ['src/domain/time-bonus.test.ts', 'src/features/time-bonus/time-bonus-modal.test.tsx'],
      why: 'The countdown runs in the page from the signup date the API gives.',
    },
  },
  {
    id: 'time-bonus-ends-after-four-hours',
    section: '§4',
    rule: 'The time bonus is cleared when the countdown reaches zero, once the account is older than 4 hours.',
  },
  {
    id: 'time-bonus-ends-when-paid',
    section: '§4',
    rule: 'The time bonus is cleared when the member is paid.',
  },
  {
    id: 'time-bonus-cleared-on-logout',
    section: '§4',
    rule: 'The time bonus is loaded on login and cleared on logout.',
  },
  {
    id: 'active-discount-code',
    section: '§4',
    rule: 'The active discount code is the time bonus if present, otherwise the welcome discount code.',
  },
  {
    id: 'like-new-until-profile-opened',
    section: '§4',
    rule: 'An incoming like has like_new true until that profile is opened, which sets it false.',
  },
  {
    id: 'opening-conversation-clears-unread',
    section: '§4',
    rule: 'Opening a conversation sets its unread count to 0.',
  },
  {
    id: 'chat-removal',
    section: '§4',
    rule: 'A removed conversation leaves the chat list at once and is deleted on the server.',
  },
  {
    id: 'chat-delete-failure-reloads',
    section: '§4',
    rule: 'When deleting a chat fails, an alert shows the error and the chat list reloads (also §8).',
  },
  {
    id: 'alert-dismissal-remembered',
    section: '§4',
    rule: 'Alerts (profile photo, push, disabled notifications, time-bonus popup) can be dismissed, and the dismissal time keeps them hidden.',
  },
  {
    id: 'new-like-modal-actions',
    section: '§4',
    rule: 'The new-like modal closes on click; its photo opens that profile; its button starts a conversation.',
    shownBy: {
      files: ['src/features/likes/new-like-modal.test.tsx'],
      why: 'What the modal does on a press is the page; the scenario new-like-modal-after-t-seconds shows its server side.',
    },
  },
  {
    id: 'progress-bar-states',
    section: '§4',
    rule: 'The progress bar starts, moves on, finishes or fails.',
    shownBy: {
      files: [
        'src/app/background/navigation-progress-state.test.ts',
        'src/app/background/navigation-progress.test.tsx',
      ],
      why: 'The bar follows navigation in the page.',
    },
  },
  {
    id: 'online-status-tracked',
    section: '§4',
    rule: 'Online or offline status is tracked.',
    shownBy: {
      files: ['src/app/background/offline-notice.test.tsx', 'src/features/chat/outbox.test.tsx'],
      why: "The connection state is the browser's; the scenario sent-offline-delivered-once shows what the server sees of it.",
    },
  },
  {
    id: 'swipe-four-likes-per-day',
    section: '§4',
    rule: 'The swipe game gives 4 likes per day, then a wait until the next day (also §9).',
  },
  {
    id: 'invisible-hidden-from-search',
    section: '§4',
    rule: 'Invisible mode hides a member from search.',
  },
  {
    id: 'invisible-not-messaged-first',
    section: '§4',
    rule: 'Others cannot message an invisible member first.',
  },
  {
    id: 'invisible-not-liked-first',
    section: '§4',
    rule: 'Others cannot like an invisible member first.',
  },
  // §5 Validation rules
  {
    id: 'username-not-email',
    section: '§5',
    rule: 'The username may not equal the e-mail address.',
  },
  {
    id: 'username-not-starting-with-at',
    section: '§5',
    rule: 'The username may not start with @.',
  },
  {
    id: 'date-of-birth-valid',
    section: '§5',
    rule: 'The date of birth must be a valid date: "Invalid date of birth".',
  },
  {
    id: 'date-of-birth-minimum-age',
    section: '§5',
    rule: 'The member must be at least the minimum age: "Enter your date of birth ({min_age}+)".',
  },
  {
    id: 'email-valid',
    section: '§5',
    rule: 'The e-mail address must be valid: "Invalid email".',
  },
  {
    id: 'new-email-valid',
    section: '§5',
    rule: 'A new e-mail address must be valid: "New email adress is invalid".',
  },
  {
    id: 'email-not-taken',
    section: '§5',
    rule: 'The e-mail address must not already own an account: "This email address already owns an account on this website".',
  },
  {
    id: 'reset-passwords-match',
    section: '§5',
    rule: 'The two passwords of a reset must match: "The entered passwords are not the same."',
  },
  {
    id: 'old-password-correct',
    section: '§5',
    rule: 'Changing the password needs the right old one: "Check old password error".',
  },
  {
    id: 'direct-debit-sms-code-valid',
    section: '§5',
    rule: 'The SMS code for direct debit must be valid: "Code invalid".',
  },
  {
    id: 'discount-code-exists',
    section: '§5',
    rule: 'A discount code must exist: "Code not found".',
  },
  {
    id: 'discount-code-unused',
    section: '§5',
    rule: 'A discount code must be unused: "Code already used".',
  },
  {
    id: 'free-photo-limit',
    section: '§5',
    rule: 'Free members may keep up to 3 photos (also §6, §9).',
  },
  // §6 Roles and permissions
  {
    id: 'visitor-signup-and-login',
    section: '§6',
    rule: 'A visitor may sign up and log in.',
  },
  {
    id: 'visitor-search-setting',
    section: '§6',
    rule: 'Visitors may search when the setting logged_out_search is on.',
  },
  {
    id: 'visitor-search-traffic-source',
    section: '§6',
    rule: 'With logged_out_search_trafficsource, visitors may search only when they came with a traffic source.',
  },
  {
    id: 'visitor-chat-needs-login',
    section: '§6',
    rule: 'Chatting needs login: "You need to be logged in to chat".',
  },
  {
    id: 'visitor-photos-need-login',
    section: '§6',
    rule: 'Viewing more photos needs login: "Login to view more photos of {name}".',
  },
  {
    id: 'visitor-like-needs-login',
    section: '§6',
    rule: 'Liking needs login: "Login to like {name}\'s profile".',
  },
  {
    id: 'visitor-gift-needs-login',
    section: '§6',
    rule: 'Sending a gift needs login: "You need to be logged in to send a gift to {name}".',
  },
  {
    id: 'signups-open',
    section: '§6',
    rule: 'With the signup setting all, anyone may sign up.',
  },
  {
    id: 'signups-with-traffic-source',
    section: '§6',
    rule: 'With the signup setting with_trafficsource, only a visitor with a traffic source may sign up.',
  },
  {
    id: 'signups-invite-only',
    section: '§6',
    rule: 'An invite-only mode refuses signups without a valid invitation.',
  },
  {
    id: 'free-two-conversations',
    section: '§6',
    rule: 'A free member may start up to 2 conversations (also §1, §9).',
  },
  {
    id: 'free-messages-limited',
    section: '§6',
    rule: 'A free member gets a limited number of free messages.',
  },
  {
    id: 'free-cannot-see-all-photos',
    section: '§6',
    rule: "A free member cannot see all of a member's photos.",
  },
  {
    id: 'free-premium-features-blocked',
    section: '§6',
    rule: 'Premium features are blocked for a free member, with the premium-only alert (also §8).',
  },
  {
    id: 'purchase-makes-premium',
    section: '§6',
    rule: 'Any credit purchase makes the member premium (also §1).',
  },
  {
    id: 'premium-sees-all-photos',
    section: '§6',
    rule: 'A premium member sees all member photos.',
  },
  {
    id: 'premium-photo-limit',
    section: '§6',
    rule: 'A premium member may keep up to 25 photos (also §9).',
  },
  {
    id: 'premium-features-without-credits',
    section: '§6',
    rule: 'Premium features work even with no credits.',
  },
  {
    id: 'premium-no-time-bonus',
    section: '§6',
    rule: 'A premium member is not eligible for the time bonus.',
  },
  {
    id: 'blocked-cannot-see-blocker',
    section: '§6',
    rule: 'A blocked member cannot see the blocker\'s page: "You\'re blocked by {name}".',
  },
  {
    id: 'layout-by-login-state',
    section: '§6',
    rule: 'The layout and alerts differ only between logged in and logged out.',
    shownBy: {
      files: ['src/app/layouts.test.tsx', 'src/features/alerts/member-alerts.test.tsx'],
      why: 'Layout and alerts are the page.',
    },
  },
  {
    id: 'us-footer-english-only',
    section: '§6',
    rule: 'The US footer shows only in English (also §1).',
    shownBy: {
      files: ['src/app/layouts.test.tsx'],
      why: 'The footer is the page.',
    },
  },
  // §7 Calls the product makes
  {
    id: 'retried-write-acts-once',
    section: '§7',
    rule: 'Requests are retried (up to 5 times); a retried write with the same Idempotency-Key acts once.',
  },
  {
    id: 'authentication-required-logs-out',
    section: '§7',
    rule: 'A 403 authentication_required from any call but user.php logs the member out; the call yields no result.',
  },
  {
    id: 'tracking-query-stored',
    section: '§7',
    rule: "A page's tracking query (network, ref, sub1 to sub3) is stored and sent with the signup.",
  },
  // §8 Error catalogue
  {
    id: 'error-page-generic',
    section: '§8',
    rule: 'The generic error page shows the message, default text Error and status 500; unknown middleware gives 500.',
    shownBy: {
      files: ['src/features/errors/error-view.test.tsx', 'src/features/errors/error-boundaries.test.tsx'],
      why: 'The error page is the page.',
    },
  },
  {
    id: 'not-found-page',
    section: '§8',
    rule: "An invalid route gives Page not found (404), with the link 'Back to the home page'.",
    shownBy: {
      files: ['src/features/errors/error-view.test.tsx'],
      why: "The link is the page's; the scenarios show the server's 404 that leads there.",
    },
  },
  {
    id: 'error-page-failure',
    section: '§8',
    rule: "If the error page itself fails: 'An error occurred while showing the error page', with a link 'Go back to home'.",
    shownBy: {
      files: ['src/features/errors/error-boundaries.test.tsx'],
      why: 'A failing error page is a rendering failure in the page.',
    },
  },
  {
    id: 'chunk-load-reload-guard',
    section: '§8',
    rule: 'A chunk-load failure reloads the page once, at most once per 60 seconds, tracked in session storage (also §9).',
    shownBy: {
      files: ['src/features/errors/chunk-failure-action.test.ts', 'src/app/lazy-chunk.test.ts'],
      why: "Chunks are the app's code files; the guard lives in the browser's session storage.",
    },
  },
  {
    id: 'generic-error-texts',
    section: '§8',
    rule: 'Generic texts: "An error occured, please try again later"; "An error has occurred".',
    shownBy: {
      files: ['src/features/errors/error-message.test.ts'],
      why: 'Which text the page shows for an unexpected answer is the page.',
    },
  },
  {
    id: 'login-failed',
    section: '§8',
    rule: 'A wrong login says "Login failed, please try again".',
  },
  {
    id: 'login-blocked-minutes',
    section: '§8',
    rule: 'A blocked login says "Too many incorrect attempts, account blocked for {minutes} min".',
  },
  {
    id: 'reset-email-not-found',
    section: '§8',
    rule: 'A password reset for an unknown address says "E-mail address not found".',
  },
  {
    id: 'reset-link-invalid',
    section: '§8',
    rule: 'An expired or used reset link says "Link expired or invalid, request a new email".',
  },
  {
    id: 'reset-too-many',
    section: '§8',
    rule: 'Too many reset mails in a day: "Too many password reset emails sent, please try again tomorrow".',
  },
  {
    id: 'signup-existing-account-offers-login',
    section: '§8',
    rule: 'Signing up with the address of an existing active account offers login.',
  },
  {
    id: 'signup-pending-deletion-offers-reactivation',
    section: '§8',
    rule: 'Signing up with the address of an account pending deletion offers reactivation by e-mail link or customer service.',
  },
  {
    id: 'direct-debit-blocked',
    section: '§8',
    rule: 'An account blocked for direct debit is told so.',
  },
  {
    id: 'direct-debit-limit',
    section: '§8',
    rule: 'The direct debit limit reached: try later, a cheaper package or another method.',
  },
  {
    id: 'activation-failed',
    section: '§8',
    rule: 'A failed activation shows the activation error with a help message.',
  },
  {
    id: 'payment-failed-offers-other-method',
    section: '§8',
    rule: 'A failed payment offers to try a different method.',
  },
  {
    id: 'payment-cancelled-offers-other-method',
    section: '§8',
    rule: 'A cancelled payment offers to try a different method.',
  },
  {
    id: 'stored-card-failure',
    section: '§8',
    rule: 'A stored card failure offers the manual card or PayPal.',
  },
  {
    id: 'insufficient-credits-alert',
    section: '§8',
    rule: 'Sending with too few credits shows the insufficient-credits alert.',
  },
  {
    id: 'welcome-discount-failure-ignored',
    section: '§8',
    rule: 'A failure to load the welcome discount is silently ignored.',
    shownBy: {
      files: ['src/features/credits/welcome-discount-failure.test.tsx'],
      why: 'The app learns the welcome discount only as the active code of /api/discountcode.php (it never asks for the welcome variant); past the time bonus the test shows it, then fails that load and sees full prices and no message.',
    },
  },
  // §9 Business constants and limits
  {
    id: 'welcome-discount-first-purchase',
    section: '§9',
    rule: 'New members get a welcome discount of 25% on the first purchase, time limited (also §1).',
  },
  {
    id: 'time-bonus-code',
    section: '§9',
    rule: 'The time bonus is TIMEBONUS25: 25 percent, once per user, for 14400 s (4 hours) from signup.',
  },
  {
    id: 'time-bonus-modal-after-40-seconds',
    section: '§9',
    rule: 'The time-bonus modal appears 40 s after entering the members area when credits are 0, the bonus is visible and it was not dismissed; it is passed 4 as hours left.',
  },
  {
    id: 'premium-match-chance-claim',
    section: '§9',
    rule: 'Marketing claim: premium members have a 46% higher match chance.',
  },
  {
    id: 'credit-badge',
    section: '§9',
    rule: 'The credits badge shows at 10 credits or fewer: warning above 0, danger at 0.',
    shownBy: {
      files: ['src/domain/badges.test.ts', 'src/features/shell/top-bar.test.tsx'],
      why: 'The badge is drawn in the page from the balance the API gives.',
    },
  },
  {
    id: 'badges-99-plus',
    section: '§9',
    rule: 'The unread and new-like badges show 99+ from 100.',
    shownBy: {
      files: ['src/domain/badges.test.ts', 'src/ui/badge.test.tsx'],
      why: 'The cap is how the page writes the count.',
    },
  },
  {
    id: 'refresh-intervals',
    section: '§9',
    rule: 'User, chats and likes refresh every 60 s, or 300 s while push is subscribed, starting 5 s after load.',
    shownBy: {
      files: ['src/app/background/use-periodic-refresh.test.tsx'],
      why: 'The timers run in the page.',
    },
  },
  {
    id: 'like-modal-after-t-seconds',
    section: '§9',
    rule: 'The new-like modal appears t seconds after load (page query parameter t).',
  },
  {
    id: 'progress-bar-timings',
    section: '§9',
    rule: 'Progress bar: 200 ms throttle, 5000 ms duration, 500 ms hide delay.',
    shownBy: {
      files: ['src/app/background/navigation-progress-state.test.ts'],
      why: 'Timing of the page.',
    },
  },
  {
    id: 'match-modal-animation',
    section: '§9',
    rule: 'The match modal animation lasts 0.75 to 1.5 s.',
    shownBy: {
      files: ['src/features/likes/match-animation.test.tsx'],
      why: 'A CSS animation length: the test reads the duration the open match modal sets on its photos, and checks every animation of its stylesheet takes that duration.',
    },
  },
  {
    id: 'idle-prefetch-timeout',
    section: '§9',
    rule: 'Idle prefetch timeout 2 s.',
    shownBy: {
      files: ['src/app/idle-prefetch.test.ts', 'e2e/idle-prefetch.spec.ts'],
      why: "The browser's timers and code fetches, no API call: nothing before a screen's 2 s idle, the next screens' code after, none on save-data or 2G.",
    },
  },
  {
    id: 'cookie-lifetimes',
    section: '§9',
    rule: 'The language cookie lasts 365 days; the auth cookie 30 days, path /, SameSite lax.',
    shownBy: {
      files: ['e2e/session-cookie.spec.ts', 'src/features/language/language-menu.test.tsx'],
      why: "Cookie attributes are the browser's; the Playwright test reads the session cookie, the menu test the language cookie.",
    },
  },
  {
    id: 'request-retries',
    section: '§9',
    rule: 'Requests are retried up to 5 times with exponential delay (also §7).',
    shownBy: {
      files: ['src/api/policy-fetch.test.ts'],
      why: "The retries are the app's HTTP policy; the scenarios show that a retried write acts once.",
    },
  },
  {
    id: 'enrich-profile-alert',
    section: '§9',
    rule: 'The enrich-profile alert shows only to a member without a main image, and not on profile, signup, activate-done, premium, notifications, directdebit or settings pages.',
    shownBy: {
      files: ['src/features/alerts/enrich-profile-alert.test.tsx'],
      why: 'Which pages show the alert is the page; the scenario alert-dismissal-remembered shows the member without a photo.',
    },
  },
  {
    id: 'terms-version-date',
    section: '§9',
    rule: "The terms version date is at least 2023-12-01T12:00:00Z, or the company's added date if later.",
  },
  {
    id: 'support-phone-stripped',
    section: '§9',
    rule: 'The support phone has dashes and spaces stripped.',
  },
  {
    id: 'refund-days-per-site',
    section: '§9',
    rule: 'Refund days are set per site: "{refund_days} day free returns".',
  },
  {
    id: 'message-length-setting',
    section: '§9',
    rule: 'The message length limit is a site setting.',
  },
  {
    id: 'layout-grid',
    section: '§9',
    rule: 'Breakpoints 576, 768, 992, 1200 px; container widths 540, 720, 960, 1140 px; 12 columns with 15 px gutters.',
    shownBy: {
      files: ['src/ui/use-media.test.tsx', 'src/ui/layout.test.tsx', 'e2e/widths.spec.ts'],
      why: 'Layout of the page in the browser.',
    },
  },
  {
    id: 'modal-and-toast-widths',
    section: '§9',
    rule: 'Toast max width 350 px; modal widths 500 default, 300 small, 800 large, 1140 extra large.',
    shownBy: {
      files: ['src/ui/modal-and-toast-widths.test.tsx'],
      why: 'CSS sizes: the test checks the tokens (tokens.ts, tokens.css), the modal and toast rules that use them, and the size class the Modal component gives.',
    },
  },
  {
    id: 'file-input-browse-label',
    section: '§9',
    rule: 'The file-input button is labelled Browse.',
    shownBy: {
      files: ['src/features/profile/photos/profile-photos.test.tsx'],
      why: 'A label of the page.',
    },
  },
  {
    id: 'theme-colours',
    section: '§9',
    rule: 'Theme: primary pink, secondary amber, dark purple, success green; unread messages green.',
    shownBy: {
      files: ['src/ui/theme-colours.test.ts'],
      why: 'Colours of the stylesheet: the test reads each token of tokens.css and checks its hue is of the named colour, and that the unread badge uses the unread colour.',
    },
  },
  {
    id: 'language-visibility-by-country',
    section: '§9',
    rule: 'The languages offered depend on the country (US en, es; NL nl; BE nl, fr, de; … SE sv).',
    shownBy: {
      files: ['src/domain/language-choice.test.ts', 'src/features/language/language-menu.test.tsx'],
      why: "The language menu is the page's, from the visitor's country in the settings.",
    },
  },
  {
    id: 'region-label-per-country',
    section: '§9',
    rule: 'Each country calls its regions province, state, canton, county, voivodeship or region.',
  },
  {
    id: 'payment-methods',
    section: '§9',
    rule: 'Payment methods come from the list (SEPA direct debit, Przelewy24, Blik, … Sofort, EPS), each country with its own.',
  },
  {
    id: 'notification-types',
    section: '§9',
    rule: 'Notification types: new conversations, new messages, likes, unread reminders, promotions, new members, news, reminders.',
  },
] as const satisfies readonly SpecRuleEntry[];

export type SpecRuleId = (typeof specRules)[number]['id'];

export type SpecRule = SpecRuleEntry & { id: SpecRuleId };

export const specRuleNamed = (id: SpecRuleId): SpecRule => {
  const found = (specRules as readonly SpecRule[]).find((rule) => rule.id === id);
  if (found === undefined) throw new Error(`unknown spec rule ${id}`);
  return found;
};
