import type { Locator, Page } from '@playwright/test';
import { pwnedFlag, textCases, type CorpusOutcome, type TextCase } from '../tests/input-corpus/corpus';
import { translations } from '../tests/utils/i18n';
import { isCatalogueText, looksLikeCode } from './input-corpus/catalogue';
import { corpusFields, maxLengthOf, type CorpusField } from './input-corpus/fields';
import { expect, test } from './fixtures';
import { loginAs } from './members';

/**
 * Issue 21 item 2, in the browser: every form field of the app gets the bad-input corpus typed in
 * and sent. No crash (no error page, no page error, no console error but the refused requests),
 * no payload run (`window.__pwned` stays unset, no dialog), every refusal a message of the app's
 * catalogue with what was typed still in the field, and an accepted text shown again as text.
 * `npm test` runs a fixed share: each field two cases, the fields together every case twice;
 * `INPUT_CORPUS=all` (npm run check:inputs) runs every case at every field.
 */
const en = translations('en');
const everyCase = process.env.INPUT_CORPUS === 'all';

const casesOf = (index: number): readonly TextCase[] =>
  everyCase
    ? textCases
    : [textCases[(2 * index) % textCases.length], textCases[(2 * index + 1) % textCases.length]].filter(
        (c): c is TextCase => c !== undefined,
      );

/** Long texts are filled at once; the others typed key by key, as a member types them. */
const filledAtOnce = new Set(['ten-thousand', 'over-long', 'control-characters', 'empty']);

const describedText = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .filter((text) => text.trim() !== ''),
  );

/** The refusal the form shows: the field marked invalid with its message, or the form's alert. */
const refusalOf = async (scope: Locator, input: Locator): Promise<string[]> => {
  if ((await input.getAttribute('aria-invalid')) === 'true') return describedText(input);
  const invalid = scope.locator('[aria-invalid="true"]');
  if ((await invalid.count()) > 0) return describedText(invalid.first());
  return scope.getByRole('alert').filter({ hasText: /\S/ }).allInnerTexts();
};

const runCase = async (page: Page, field: CorpusField, corpusCase: TextCase): Promise<CorpusOutcome> => {
  const text = corpusCase.text(maxLengthOf(field.contract));
  const base = { input: field.id, case: corpusCase.id, crashed: false, payloadExecuted: false };
  if (text === undefined) return { ...base, skipped: true, handled: true };
  const problems: string[] = [];
  const pageErrors: string[] = [];
  const onPageError = (error: Error) => pageErrors.push(error.message);
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
      pageErrors.push(message.text());
  };
  const dialogs: string[] = [];
  const onDialog = (dialog: { message: () => string; dismiss: () => Promise<void> }) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  page.on('dialog', onDialog);
  try {
    const scope = await field.open(page);
    await field.others?.(scope, page);
    const input = field.input(scope);
    await input.click();
    if (filledAtOnce.has(corpusCase.id)) await input.fill(text);
    else await input.pressSequentially(text);
    const typed = await input.inputValue();
    const submit = field.submit(scope);
    let refusal: string[] | undefined;
    if (await submit.isDisabled()) {
      // Nothing to send (an empty message): the form holds the send back, the text stays.
      refusal = [];
    } else {
      await submit.click();
      const refused = scope
        .locator('[aria-invalid="true"]')
        .or(scope.getByRole('alert').filter({ hasText: /\S/ }));
      const outcome = field.accepted === undefined ? refused : refused.or(field.accepted(scope, page));
      await expect(outcome.first(), 'a refusal or the form accepted').toBeVisible();
      if (field.accepted === undefined || !(await field.accepted(scope, page).first().isVisible()))
        refusal = await refusalOf(scope, input);
    }
    if (refusal !== undefined) {
      if (!(await submit.isDisabled()) && refusal.length === 0) problems.push('refused without a message');
      for (const message of refusal) {
        if (looksLikeCode(message)) problems.push(`a code as the message: ${message}`);
        else if (!isCatalogueText(message)) problems.push(`a message not from the catalogue: ${message}`);
      }
      const kept = await input.inputValue();
      if (kept !== typed)
        problems.push(`the field lost what was typed (${String(kept.length)} of ${String(typed.length)})`);
    } else if (field.shown !== undefined) {
      const shown = await field.shown(page);
      if (!shown.some((t) => t === typed || t === typed.trim()))
        problems.push(`the stored text is not shown as typed: ${JSON.stringify(typed.slice(0, 40))}`);
    }
    if ((await page.locator('img[src="x"], svg[onload], main script').count()) > 0)
      problems.push('typed markup became elements');
  } catch (error) {
    problems.push(
      `the case did not finish: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  } finally {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
    page.off('dialog', onDialog);
  }
  const executed =
    (await page.evaluate((flag) => Reflect.get(window, flag) as unknown, pwnedFlag)) !== undefined;
  const errorPage = await page
    .getByRole('heading', { level: 1, name: en.errorPage.defaultMessage(), exact: true })
    .isVisible();
  const crashed = pageErrors.length > 0 || errorPage;
  if (crashed) problems.push(`crashed: ${errorPage ? 'error page' : pageErrors.join(' | ')}`);
  if (executed || dialogs.length > 0) problems.push('a payload ran');
  return {
    ...base,
    crashed,
    payloadExecuted: executed || dialogs.length > 0,
    handled: problems.length === 0,
    ...(problems.length === 0 ? {} : { problem: problems.join('; ') }),
  };
};

/** Runs the cases at one field; each outcome goes to the test's annotations for the report. */
const runCases = async (page: Page, field: CorpusField, cases: readonly TextCase[]) => {
  const info = test.info();
  if (field.persona !== undefined) await loginAs(page, field.persona);
  const problems: string[] = [];
  for (const corpusCase of cases) {
    const outcome = await runCase(page, field, corpusCase);
    info.annotations.push({ type: 'input-corpus', description: JSON.stringify(outcome) });
    if (!outcome.handled) problems.push(`${corpusCase.id}: ${outcome.problem ?? ''}`);
  }
  return problems;
};

test.describe('the bad-input corpus at every form field (issue 21 item 2)', () => {
  // Refusals are the subject: the browser logs each refused request.
  // A step that cannot happen fails its case in seconds, not at the test's end.
  test.use({ expectApiErrors: true, actionTimeout: 8_000 });

  corpusFields.forEach((field, index) => {
    const cases = casesOf(index);
    const which = everyCase ? 'every case' : cases.map((c) => c.id).join(' and ');

    test(`on a desktop: ${field.id} takes ${which}`, async ({ page }) => {
      test.setTimeout(20_000 + cases.length * 12_000);
      expect(await runCases(page, field, cases)).toEqual([]);
    });
  });
});
