import { expect } from '../fixtures';
import { seededPassword } from '../../mocks/seed/password';
import { wholeCatalogues } from '../../tests/utils/i18n';
import { templatePattern } from './catalogue';
import type { CaseContext, NotApplicableOperation, ScreenCase } from './case-type';

const readsOnly = {
  'lost-answer':
    'a read changes nothing: a lost answer to it is the dropped connection, retried by the policy',
} as const;

const loginForm = ({ page, t }: CaseContext) => page.getByRole('form', { name: t.routes.login() });

const memberActions = ({ page, t }: Pick<CaseContext, 'page' | 't'>) =>
  page.getByRole('group', { name: t.memberView.actions.label() });

/** The "Hiking" interest of the own profile's about form (the free member has not chosen it). */
const interest = ({ page, t }: Pick<CaseContext, 'page' | 't'>) =>
  page
    .getByRole('form', { name: t.profile.sections.about() })
    .getByRole('group', { name: t.profile.about.interests() })
    .getByRole('checkbox', { name: 'Hiking' });

/** The composer of the seeded conversation 1 (free and premium), as free sees it. */
const composer = ({ page, t }: Pick<CaseContext, 'page' | 't'>) =>
  page.getByRole('textbox', { name: t.chat.composer.label({ name: 'premium' }) });

/** The operations screens call, each with the screen that calls it. */
export const screenCases: readonly ScreenCase[] = [
  {
    operationId: 'searchMembers',
    area: 'members',
    call: 'read',
    route: '/members',
    as: 'free',
    done: async ({ page, locale }) => {
      const results = page.getByRole('list', {
        name: templatePattern(wholeCatalogues[locale].members.results.count),
      });
      await expect(results.getByRole('listitem').first()).toBeVisible();
    },
    notApplicable: readsOnly,
    share: ['server-error', 'auth-required'],
  },
  {
    operationId: 'postUser',
    area: 'login',
    call: 'write',
    route: '/login',
    as: 'visitor',
    locale: 'de',
    prepare: async (context) => {
      const form = loginForm(context);
      await form.getByRole('textbox', { name: context.t.form.email() }).fill('free@sim.test');
      await form.getByLabel(context.t.form.password(), { exact: true }).fill(seededPassword);
    },
    act: async (context) => {
      await loginForm(context).getByRole('button', { name: context.t.login.submit() }).click();
    },
    kept: async (context) => {
      const form = loginForm(context);
      await expect(form.getByRole('textbox', { name: context.t.form.email() })).toHaveValue('free@sim.test');
      await expect(form.getByLabel(context.t.form.password(), { exact: true })).toHaveValue(seededPassword);
    },
    done: async ({ page }) => {
      await expect(page).toHaveURL('/members');
    },
    notApplicable: {
      'auth-required':
        'user.php answers 403 authentication_required only to mean "not logged in" (spec §7): a login is how a visitor ends that',
    },
    share: ['dropped', 'malformed'],
  },
  {
    operationId: 'getMember',
    area: 'members',
    call: 'read',
    route: '/members/2',
    as: 'free',
    locale: 'fr',
    done: async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: /premium/ })).toBeVisible();
    },
    notApplicable: readsOnly,
    share: ['slow'],
  },
  {
    operationId: 'likeMember',
    area: 'likes',
    call: 'write',
    route: '/members/2',
    as: 'free',
    prepare: async ({ page, t }) => {
      await expect(
        memberActions({ page, t }).getByRole('button', { name: t.memberView.actions.like() }),
      ).toBeVisible();
    },
    act: async ({ page, t }) => {
      await memberActions({ page, t }).getByRole('button', { name: t.memberView.actions.like() }).click();
    },
    done: async ({ page, t }) => {
      await expect(
        page.getByText(
          new RegExp(
            `${t.memberView.actions.liked({ name: 'premium' })}|${t.memberView.actions.match({ name: 'premium' })}`,
          ),
        ),
      ).toBeVisible();
    },
    share: ['lost-answer'],
  },
  {
    operationId: 'getChats',
    area: 'chat',
    call: 'read',
    route: '/chats',
    as: 'premium',
    done: async ({ page, locale }) => {
      await expect(
        page.getByRole('list', { name: templatePattern(wholeCatalogues[locale].chat.list.count) }),
      ).toBeVisible();
    },
    notApplicable: readsOnly,
    share: ['dropped'],
  },
  {
    operationId: 'getMessages',
    area: 'chat',
    call: 'read',
    route: '/chats/1',
    as: 'free',
    done: async ({ page, t }) => {
      await expect(composer({ page, t })).toBeVisible();
      await expect(
        page.getByRole('region', { name: t.chat.conversation.history({ name: 'premium' }) }),
      ).toBeVisible();
    },
    notApplicable: readsOnly,
    share: ['malformed'],
  },
  {
    operationId: 'sendMessage',
    area: 'chat',
    call: 'write',
    route: '/chats/1',
    as: 'free',
    prepare: async (context) => {
      await composer(context).fill('Are you free on Friday?');
    },
    act: async (context) => {
      await composer(context).press('Enter');
    },
    message: ({ page, t }) => page.getByText(t.chat.outbox.notSent()),
    kept: async ({ page, t }) => {
      await expect(
        page
          .getByRole('region', { name: t.chat.conversation.history({ name: 'premium' }) })
          .getByText('Are you free on Friday?'),
      ).toBeVisible();
    },
    retry: async ({ page, t }) => {
      await page.getByRole('button', { name: t.chat.outbox.retry() }).first().click();
    },
    done: async ({ page, t }) => {
      const history = page.getByRole('region', { name: t.chat.conversation.history({ name: 'premium' }) });
      await expect(history.getByText('Are you free on Friday?')).toHaveCount(1);
      await expect(page.getByText(t.chat.outbox.notSent())).toBeHidden();
      await expect(page.getByText(t.chat.outbox.sending())).toBeHidden();
    },
    share: ['server-error', 'lost-answer'],
  },
  {
    operationId: 'getLikes',
    area: 'likes',
    call: 'read',
    route: '/likes',
    as: 'free',
    locale: 'es',
    done: async ({ page, t }) => {
      await expect(page.getByRole('list', { name: t.likes.list.received() })).toBeVisible();
    },
    notApplicable: readsOnly,
    share: ['server-error'],
  },
  {
    operationId: 'getCreditBundles',
    area: 'credits',
    call: 'read',
    route: '/credits',
    as: 'free',
    done: async ({ page, t }) => {
      await expect(page.getByRole('radiogroup', { name: t.credits.bundles.legend() })).toBeVisible();
    },
    notApplicable: readsOnly,
    share: ['auth-required'],
  },
  {
    operationId: 'getPaymentMethods',
    area: 'credits',
    call: 'read',
    route: '/credits',
    as: 'free',
    done: async ({ page, t }) => {
      await expect(page.getByRole('radiogroup', { name: t.credits.methods.legend() })).toBeVisible();
    },
    notApplicable: readsOnly,
  },
  {
    operationId: 'getPremiumTiers',
    area: 'premium',
    call: 'read',
    route: '/premium',
    as: 'free',
    locale: 'nl',
    done: async ({ page }) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
    },
    notApplicable: readsOnly,
    share: ['dropped'],
  },
  {
    operationId: 'getNotifications',
    area: 'notifications',
    call: 'read',
    route: '/notifications',
    as: 'free',
    done: async ({ page, t }) => {
      await expect(
        page.getByRole('region', { name: new RegExp(`^${t.notificationsList.heading()}`) }),
      ).toBeVisible();
    },
    notApplicable: readsOnly,
    share: ['slow'],
  },
  {
    operationId: 'getNotificationSettings',
    area: 'settings',
    call: 'read',
    route: '/notifications',
    as: 'free',
    done: async ({ page, t }) => {
      await expect(
        page
          .getByRole('region', { name: t.notificationSettings.notificationPrefs.heading() })
          .getByRole('switch')
          .first(),
      ).toBeVisible();
    },
    notApplicable: readsOnly,
  },
  {
    operationId: 'saveNotificationSettings',
    area: 'settings',
    call: 'write',
    route: '/notifications',
    as: 'free',
    locale: 'de',
    prepare: async ({ page, t }) => {
      const section = page.getByRole('region', { name: t.notificationSettings.notificationPrefs.heading() });
      // A react-aria switch: its input sits under the drawn toggle, so the keyboard flips it.
      await section.getByRole('switch').first().focus();
      await page.keyboard.press('Space');
    },
    act: async ({ page, t }) => {
      const prefs = t.notificationSettings.notificationPrefs;
      await page
        .getByRole('region', { name: prefs.heading() })
        .getByRole('button', { name: prefs.save() })
        .click();
    },
    done: async ({ page, t }) => {
      const prefs = t.notificationSettings.notificationPrefs;
      await expect(
        page
          .getByRole('region', { name: prefs.heading() })
          .getByRole('status')
          .filter({ hasText: prefs.saved() }),
      ).toBeVisible();
    },
    share: ['server-error', 'auth-required'],
  },
  {
    operationId: 'getOwnProfile',
    area: 'profile',
    call: 'read',
    route: '/profile',
    as: 'free',
    done: async ({ page, t }) => {
      await expect(page.getByRole('form', { name: t.profile.sections.about() })).toBeVisible();
    },
    notApplicable: readsOnly,
    share: ['malformed'],
  },
  {
    operationId: 'getTransactions',
    area: 'credits',
    call: 'read',
    route: '/transactions',
    as: 'premium',
    done: async ({ page }) => {
      await expect(page.getByRole('main').getByRole('list').first()).toBeVisible();
    },
    notApplicable: readsOnly,
  },
  {
    operationId: 'saveProfile',
    area: 'profile',
    call: 'write',
    route: '/profile',
    as: 'free',
    prepare: async (context) => {
      const hiking = interest(context);
      // A react-aria checkbox: its input sits under the drawn box, so the keyboard ticks it.
      await hiking.focus();
      await context.page.keyboard.press('Space');
      await expect(hiking).toBeChecked();
    },
    act: async ({ page, t }) => {
      await page
        .getByRole('form', { name: t.profile.sections.about() })
        .getByRole('button', { name: t.profile.about.save() })
        .click();
    },
    kept: async (context) => {
      await expect(interest(context)).toBeChecked();
    },
    done: async ({ page, t }) => {
      await expect(
        page.getByRole('form', { name: t.profile.sections.about() }).getByText(t.profile.about.saved()),
      ).toBeVisible();
    },
    share: ['slow', 'lost-answer'],
  },
];

/** Operations of the contract no screen calls as such, with the reason. */
export const notApplicableOperations: readonly NotApplicableOperation[] = [
  ...['markLikeSeen', 'markConversationRead', 'getCompanyInfo'].map((operationId) => ({
    operationId,
    reason:
      'no screen of the app calls it (src/ has no caller): the contract keeps it for the site’s other clients',
  })),
  {
    operationId: 'getWebAppManifest',
    reason:
      'the browser reads it through the page’s manifest link, not a screen; a failure only means no install offer',
  },
  {
    operationId: 'pageHidden',
    reason:
      'a beacon sent as the page hides (spec §7): nobody is on the page to see an outcome, and no answer is read',
  },
  {
    operationId: 'sendTyping',
    reason:
      'a background signal while the member types: nothing typed depends on it, and its failure is silent by design',
  },
  {
    operationId: 'trackSignupProgress',
    reason:
      'background tracking of the signup steps: nothing the member sees or typed depends on it; silent by design',
  },
  {
    operationId: 'markNotificationsRead',
    reason:
      'sent in the background for the notifications shown: the list stays on show whatever it answers; silent by design',
  },
];
