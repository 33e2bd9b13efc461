import type { BrowserContext, Page, Response } from '@playwright/test';
import { contractOperation } from '../../mocks/contract/document';
import { seededPassword } from '../../mocks/seed/password';
import { localeCookie } from '../../src/domain/locales';
import { translations } from '../../tests/utils/i18n';
import { injectFault } from '../faults';
import { expect } from '../fixtures';
import { loginAs } from '../members';
import type { CaseContext, ScreenCase } from './case-type';
import { catalogueStringIn, retryLabels } from './catalogue';
import { faultOf, type FaultKind } from './kinds';

interface RunFixtures {
  page: Page;
  context: BrowserContext;
  baseURL: string | undefined;
  simulatedBackend: { origin: string };
}

/** How far the page's clock jumps per look: the policy's retry delays and waits pass in seconds. */
const clockStepMs = 2_000;

const clearFaults = async (origin: string) => {
  const response = await fetch(`${origin}/__sim/faults`, { method: 'DELETE' });
  expect(response.ok).toBe(true);
};

/** The texts of the page's alerts that come from the member's language (see catalogue.ts). */
const messagesShown = async (page: Page, kase: ScreenCase, context: CaseContext): Promise<string[]> => {
  const own = kase.message?.(context);
  // A case's own message is found by its words in the member's language already.
  if (own !== undefined) return (await own.first().isVisible()) ? own.allInnerTexts() : [];
  const texts = await page.getByRole('alert').allInnerTexts();
  return texts.filter((text) => catalogueStringIn(text, context.locale) !== undefined);
};

const loginScreen = ({ page, t }: CaseContext) => page.getByRole('form', { name: t.routes.login() });

/** The top bar's login link: a visitor's, so the member knows they were logged out. */
const loginLink = ({ page, t }: CaseContext) =>
  page.getByRole('banner').getByRole('link', { name: t.topBar.login() });

/** Logged out: on the login screen, or (where visitors may stay, as on the search) shown the login link. */
const loggedOut = async (context: CaseContext): Promise<boolean> =>
  (await loginScreen(context).isVisible()) || (await loginLink(context).isVisible());

type Outcome = 'message' | 'login' | 'answered';

/**
 * Moves the page's clock on (the policy's retries and waits, the slow answer) until the member has
 * an outcome: a message in their language, the login screen, or (for a lost answer the policy
 * recovered) the operation's own answer.
 */
const awaitOutcome = async (
  kase: ScreenCase,
  context: CaseContext,
  answered: () => boolean,
  accepted: readonly Outcome[],
  movedClock: boolean,
): Promise<Outcome> => {
  const { page } = context;
  let outcome: Outcome | undefined;
  await expect
    .poll(
      async () => {
        if (answered()) outcome = 'answered';
        else if ((await messagesShown(page, kase, context)).length > 0) outcome = 'message';
        else if (kase.as !== 'visitor' && (await loggedOut(context))) outcome = 'login';
        else if (movedClock) await page.clock.fastForward(clockStepMs);
        return outcome;
      },
      { message: `an outcome (${accepted.join(' or ')}) for the member`, timeout: 45_000, intervals: [200] },
    )
    .not.toBeUndefined();
  expect(accepted, `the outcome was ${String(outcome)}`).toContain(outcome);
  return outcome!;
};

/** The screen is not blank: its main landmark shows words. */
const expectNotBlank = async (page: Page) => {
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(main).not.toHaveText(/^\s*$/);
};

const logInAgain = async (context: CaseContext, persona: string) => {
  const form = loginScreen(context);
  await form.getByRole('textbox', { name: context.t.form.email() }).fill(`${persona}@sim.test`);
  await form.getByLabel(context.t.form.password(), { exact: true }).fill(seededPassword);
  await form.getByRole('button', { name: context.t.login.submit() }).click();
};

const retryRead = async ({ page, locale }: CaseContext) => {
  await page
    .getByRole('main')
    .getByRole('button', { name: retryLabels(locale) })
    .first()
    .click();
};

/**
 * One cell of the matrix: `kase`'s operation meets the fault `kind` on its screen. The member gets a
 * message in their language on a screen that is not blank, keeps what they typed, and once the
 * fault is gone their retry (or the way back through the login) works. Console noise other than the
 * failed request itself fails the journey (the fixtures' noise guard, with `expectApiErrors`).
 */
export const runCase = async (fixtures: RunFixtures, kase: ScreenCase, kind: FaultKind): Promise<void> => {
  const { page, context: browserContext, baseURL, simulatedBackend } = fixtures;
  const locale = kase.locale ?? 'en';
  const context: CaseContext = { page, t: translations(locale), locale };
  const operation = contractOperation(kase.operationId);
  await browserContext.addCookies([
    { name: localeCookie.name, value: locale, url: baseURL ?? simulatedBackend.origin },
  ]);
  if (kase.as !== 'visitor') await loginAs(page, kase.as);
  // Where the policy retries or waits, the page's timers run on a clock the driver moves, so the
  // retries and waits pass without waiting; the other kinds leave the page its own clock.
  const movedClock = kind === 'server-error' || kind === 'dropped' || kind === 'slow';
  if (movedClock) await page.clock.install();

  let armed = false;
  let answers = 0;
  const isCall = (response: Response) =>
    response.request().method() === operation.method.toUpperCase() &&
    new URL(response.url()).pathname === operation.path;
  page.on('response', (response) => {
    if (armed && isCall(response) && response.status() < 400) answers += 1;
  });

  const act =
    kase.act ??
    (async ({ page: on }: CaseContext) => {
      await on.goto(kase.route);
    });
  const fault = faultOf(kind, kase.operationId);
  if (kase.call === 'read') {
    await injectFault(simulatedBackend.origin, fault);
    armed = true;
    await act(context);
  } else {
    await page.goto(kase.route);
    await kase.prepare?.(context);
    await injectFault(simulatedBackend.origin, fault);
    armed = true;
    await act(context);
  }

  const accepted: Outcome[] =
    kind === 'auth-required' ? ['login'] : kind === 'lost-answer' ? ['answered', 'message'] : ['message'];
  const outcome = await awaitOutcome(
    kase,
    context,
    () => kind === 'lost-answer' && answers > 0,
    accepted,
    movedClock,
  );
  await expectNotBlank(page);
  if (outcome === 'answered') {
    await kase.done(context);
    return;
  }
  await clearFaults(simulatedBackend.origin);

  if (outcome === 'login') {
    // Spec §7: the member is logged out; the login screen in their language leads back.
    if (!(await loginScreen(context).isVisible())) await loginLink(context).click();
    await expect(page.getByRole('heading', { level: 1, name: context.t.routes.login() })).toBeVisible();
    await logInAgain(context, kase.as);
    const routePath = new URL(kase.route, page.url()).pathname;
    // The top bar's login link leads to the members area, not back: the member opens the page again.
    await expect(page).not.toHaveURL(/\/login/);
    if (new URL(page.url()).pathname !== routePath) await page.goto(kase.route);
    if (kase.call === 'write') {
      await kase.prepare?.(context);
      await act(context);
    }
    await kase.done(context);
    return;
  }

  await kase.kept?.(context);
  await (kase.retry ?? (kase.call === 'read' ? retryRead : act))(context);
  await kase.done(context);
};
