import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { deletionRequests } from '../../../mocks/db/auth';
import { members } from '../../../mocks/db/members';
import { configureSite } from '../../../mocks/db/site-settings';
import { personaIds, type PersonaName } from '../../../mocks/seed/personas';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { lastMailTo, loginAs, persona } from '../../../tests/utils/simulation';
import { deletionReasons } from '../../domain/retention-offers';
import { reactivationWindowDays } from '../../domain/limits';
import { formatLongDate } from '../../lib/format-date';
import { deletionCommentMaxLength } from '../../domain/account-rules';

const LL = translations('en');

// The screens and the settings forms are lazy chunks, and the simulation loads its seed on first use: both are compiled
// once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await Promise.all([
    import('./settings-page'),
    import('./settings-sections'),
    import('./account-deleted-page'),
    import('../../../mocks/seed/seed'),
  ]);
}, 30_000);

const deletionSection = () => screen.findByRole('region', { name: LL.accountDeletion.title() });

/** Logs in, changes the seeded state if asked (after the login, which reseeds), and starts. */
const startDeletion = async (name: PersonaName = 'free', prepare?: () => Promise<unknown>) => {
  await loginAs(name);
  await prepare?.();
  const view = await renderApp({ path: '/notifications' });
  const section = await deletionSection();
  await view.user.click(within(section).getByRole('button', { name: LL.accountDeletion.start() }));
  await within(section).findByRole('radiogroup', { name: LL.accountDeletion.reasonStep.reason() });
  return { ...view, section };
};

const chooseReason = async (user: UserEvent, section: HTMLElement, label: string) => {
  await user.click(within(section).getByRole('radio', { name: label }));
  await user.click(within(section).getByRole('button', { name: LL.accountDeletion.reasonStep.next() }));
  return within(section).findByRole('heading', { level: 3, name: LL.accountDeletion.offers.heading() });
};

const offerTitles = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

const toConfirmation = async (user: UserEvent, section: HTMLElement) => {
  await user.click(within(section).getByRole('button', { name: LL.accountDeletion.offers.continue() }));
  const heading = await within(section).findByRole('heading', {
    level: 3,
    name: LL.accountDeletion.confirmStep.heading(),
  });
  return { heading, password: within(section).getByLabelText(LL.form.password()) };
};

describe('account deletion: reason and comment', () => {
  it('asks for one of the seven reasons, in words, and focuses the choice when none is made', async () => {
    const { user, section } = await startDeletion();
    const heading = within(section).getByRole('heading', {
      level: 3,
      name: LL.accountDeletion.reasonStep.heading(),
    });
    expect(heading).toHaveFocus();
    const radios = within(section).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(
      deletionReasons.map((reason) => LL.accountDeletion.reasons[reason]()),
    );
    await user.click(within(section).getByRole('button', { name: LL.accountDeletion.reasonStep.next() }));
    expect(within(section).getByText(LL.accountDeletion.reasonStep.reasonRequired())).toBeVisible();
    expect(radios[0]).toHaveFocus();
  });

  it('counts the comment, says when it is too long, keeps it, and focuses it', async () => {
    const { user, section } = await startDeletion();
    const comment = within(section).getByLabelText(LL.accountDeletion.reasonStep.comment());
    await user.click(within(section).getByRole('radio', { name: LL.accountDeletion.reasons.price() }));
    await user.click(comment);
    await user.paste('x'.repeat(10_000));
    expect(comment).toHaveAccessibleDescription(
      LL.form.characterCount({ count: 10_000, max: deletionCommentMaxLength }),
    );
    await user.click(within(section).getByRole('button', { name: LL.accountDeletion.reasonStep.next() }));
    expect(comment).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.tooLong({ max: deletionCommentMaxLength })),
    );
    expect(comment).toHaveFocus();
    expect(comment).toHaveValue('x'.repeat(10_000));
  });

  it('goes back to the start, keeping the account, when the member changes their mind', async () => {
    const { user, section } = await startDeletion();
    await user.click(within(section).getByRole('button', { name: LL.accountDeletion.keep() }));
    expect(
      within(section).getByRole('heading', { level: 2, name: LL.accountDeletion.title() }),
    ).toHaveFocus();
    expect(within(section).getByRole('button', { name: LL.accountDeletion.start() })).toBeVisible();
  });
});

describe('account deletion: retention offers', () => {
  it('offers a free, visible member every kind, with the trial price and the dated discount code', async () => {
    const { user, section } = await startDeletion('free');
    expect(await chooseReason(user, section, LL.accountDeletion.reasons.price())).toHaveFocus();
    expect(offerTitles(section)).toEqual([
      LL.accountDeletion.offers.changeEmailTitle(),
      LL.accountDeletion.offers.privacyTitle(),
      LL.accountDeletion.offers.trialTitle(),
      LL.accountDeletion.offers.discountTitle({ percentage: 50 }),
    ]);
    const trial = within(section).getByRole('link', { name: LL.accountDeletion.offers.trialAction() });
    expect(trial.getAttribute('href')).toMatch(/^\/credits\/\d+$/);
    expect(within(section).getByText(/^\d+ credits for £\d+\.\d\d\.$/)).toBeVisible();
    const code = /STAY50\w+/.exec(section.textContent)?.[0] ?? '';
    const expires = formatLongDate(new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(), 'en');
    expect(
      within(section).getByText(LL.accountDeletion.offers.discountText({ code, date: expires })),
    ).toBeVisible();
  });

  it('leaves out the trial for a member who bought, the discount when the site has none, and privacy for an invisible member', async () => {
    configureSite({ delete_discount: null });
    const { user, section } = await startDeletion('premium', () =>
      members.update((q) => q.where({ id: personaIds.premium }), {
        data: (member) => void (member.invisible = true),
      }),
    );
    await chooseReason(user, section, LL.accountDeletion.reasons.found_someone());
    expect(offerTitles(section)).toEqual([LL.accountDeletion.offers.changeEmailTitle()]);
  });

  it('turns invisible mode on, and says the member stays', async () => {
    const { user, section } = await startDeletion('free');
    await chooseReason(user, section, LL.accountDeletion.reasons.no_members());
    await user.click(
      within(section).getByRole('button', { name: LL.accountDeletion.offers.privacyAction() }),
    );
    const done = await within(section).findByText(LL.accountDeletion.offers.privacyOn());
    expect(done.closest('[tabindex="-1"]')).toHaveFocus();
    expect(persona('free').invisible).toBe(true);
    expect(persona('free').status).toBe('active');
  });

  it('takes the member to the e-mail form instead', async () => {
    const { user, section } = await startDeletion('free');
    await chooseReason(user, section, LL.accountDeletion.reasons.other());
    await user.click(
      within(section).getByRole('button', { name: LL.accountDeletion.offers.changeEmailAction() }),
    );
    expect(screen.getByLabelText(LL.account.mailChange.newEmail())).toHaveFocus();
  });
});

describe('account deletion: confirmation', () => {
  it('needs the right password, keeps a wrong one in place, and then deletes and logs out', async () => {
    const { user, section, router } = await startDeletion('free');
    await user.click(within(section).getByRole('radio', { name: LL.accountDeletion.reasons.time() }));
    const comment = within(section).getByLabelText(LL.accountDeletion.reasonStep.comment());
    await user.click(comment);
    // Stored and shown as text, never as markup; surrounding spaces go.
    await user.paste('  <script>alert(1)</script> שלום 🙂  ');
    await user.click(within(section).getByRole('button', { name: LL.accountDeletion.reasonStep.next() }));
    await within(section).findByRole('heading', { level: 3, name: LL.accountDeletion.offers.heading() });
    const { heading, password } = await toConfirmation(user, section);
    expect(heading).toHaveFocus();

    await user.click(within(section).getByRole('button', { name: LL.accountDeletion.confirmStep.submit() }));
    expect(password).toHaveAccessibleDescription(LL.form.required());
    expect(password).toHaveFocus();

    await user.type(password, 'wrong-password{Enter}');
    await waitFor(() => {
      expect(password).toHaveAccessibleDescription(LL.apiErrors.password_wrong());
    });
    expect(password).toHaveValue('wrong-password');
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.type(password, 'Passw0rd!{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: LL.accountDeletion.deleted.title() }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/account-deleted');
    const until = persona('free').deletedAt ?? '';
    const reactivateUntil = new Date(Date.parse(until) + reactivationWindowDays * 24 * 3600 * 1000);
    expect(
      screen.getByText(
        LL.accountDeletion.deleted.reactivateUntil({
          date: formatLongDate(reactivateUntil.toISOString(), 'en'),
        }),
      ),
    ).toBeVisible();
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: LL.topBar.login() }),
    ).toBeVisible();
    expect(persona('free').status).toBe('pending_deletion');
    expect(deletionRequests.findFirst((q) => q.where({ memberId: personaIds.free }))).toMatchObject({
      reason: 'time',
      comment: '<script>alert(1)</script> שלום 🙂',
    });
    expect(lastMailTo('free@sim.test')?.link).toMatch(/^\/account-deleted\?token=/);
    expect(document.querySelector('script')).toBeNull();
  });

  it('keeps the password and shows the error when the server fails', async () => {
    simulation.fault({ operationId: 'deleteAccount', status: 500 });
    const { user, section } = await startDeletion('free');
    await chooseReason(user, section, LL.accountDeletion.reasons.site_problems());
    const { password } = await toConfirmation(user, section);
    await user.type(password, 'Passw0rd!');
    await user.click(within(section).getByRole('button', { name: LL.accountDeletion.confirmStep.submit() }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    expect(alert.closest('[data-form-error]')).toHaveFocus();
    expect(password).toHaveValue('Passw0rd!');
    expect(persona('free').status).toBe('active');
  });
});
