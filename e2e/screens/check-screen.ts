import type { Page } from '@playwright/test';
import { memberContent } from './member-content';
import { memberContentKey, probeOverflow, type OverflowFinding } from './overflow-probe';

/**
 * Opens a screen: the first with a full load, the next ones in the app, as a member moves
 * around (a full load each time would double the run). The old screen's heading is marked, so
 * settling waits for the new screen, not the old one.
 */
export const openScreen = async (page: Page, path: string, first: boolean): Promise<void> => {
  if (first) {
    await page.goto(path);
    // A prerendered page is replaced by the app's: measure the app's.
    await page.locator('#root[inert]').waitFor({ state: 'detached' });
    return;
  }
  await page.evaluate((to) => {
    if (`${window.location.pathname}${window.location.search}` !== to) {
      document.querySelector('h1')?.setAttribute('data-left', '');
    }
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.scrollTo(0, 0);
  }, path);
};

/**
 * A screen has settled when its heading is there, nothing is loading (loading indicators carry
 * aria-busy), its fonts are in (a fallback font measures differently), its entrance animations
 * are over and the layout of the last change has been drawn.
 */
export const settleScreen = async (page: Page): Promise<void> => {
  await page.locator('h1:not([data-left])').first().waitFor({ state: 'visible' });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Entrances (a dialog growing in) measure wrong halfway; endless or long-running animations
    // (a lander's slideshow) are the screen's steady state.
    const ending = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      const left = Number(timing?.endTime ?? Infinity) - Number(timing?.localTime ?? 0);
      return left <= 3000;
    });
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
};

/** Runs the overflow probe in the page, with what members wrote as the simulation holds it. */
export const probeScreen = async (page: Page): Promise<OverflowFinding[]> => {
  // tsx (the check's own runner) wraps named functions in a `__name` helper the page lacks.
  await page.evaluate('window.__name ??= (fn) => fn');
  // Handed over once per loaded page rather than with each probe: it is large.
  if (!(await page.evaluate((key) => key in window, memberContentKey)))
    await page.evaluate(
      ([key, content]) => {
        Object.assign(window, { [key]: content });
      },
      [memberContentKey, memberContent()] as const,
    );
  return page.evaluate(probeOverflow, memberContentKey);
};

/** One line per finding, for a failing test's message and the check's report. */
export const describeOverflow = (where: string, findings: readonly OverflowFinding[]): string[] =>
  findings.map((finding) => `${where}: ${finding.kind} — ${finding.element} — "${finding.text}"`);
