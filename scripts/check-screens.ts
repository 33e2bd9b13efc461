/**
 * `npm run check:screens`: every route in each of the 11 languages at 360 and 1280 px (issue 21,
 * item 3). Each screen is opened in the production build on the simulated server, as a visitor
 * or as the seeded free member (the routes only members open, and the members area), probed for
 * text that overflows or is cut off (e2e/screens/overflow-probe.ts), and photographed for review.
 * Prints the report, writes it to build/screens/report.json; exits 1 when any text does not fit.
 *
 * Usage: tsx scripts/check-screens.ts [--dist <build folder>] [--locales de,fi] [--widths 360]
 *        [--routes /premium,members-id]
 * Without --dist it builds the app into build/screens-dist first. `npm test` runs a fixed share of
 * the same check (e2e/screens.spec.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { createSimulatedServer } from '../mocks/server/http-server';
import { consentStorageKey, consentVersion } from '../src/features/consent/consent-key';
import { entryWarningSkippedKey } from '../src/features/shell/entry-warning-key';
import { isSupportedLocale, localeCookie, type SupportedLocale } from '../src/domain/locales';
import { describeOverflow, openScreen, probeScreen, settleScreen } from '../e2e/screens/check-screen';
import type { OverflowFinding } from '../e2e/screens/overflow-probe';
import {
  allScreens,
  screenDevice,
  screenLocales,
  screenNamed,
  screenWidths,
  type ScreenToCheck,
  type ScreenWidth,
} from '../e2e/screens/screen-plan';
import { loginAs } from '../e2e/members';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    locales: { type: 'string' },
    widths: { type: 'string' },
    routes: { type: 'string' },
  },
});

const listOf = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);

const locales: readonly SupportedLocale[] = (listOf(values.locales) ?? screenLocales).map((code) => {
  if (!isSupportedLocale(code)) throw new Error(`--locales: no interface language "${code}"`);
  return code;
});
const widths: readonly ScreenWidth[] = (listOf(values.widths) ?? screenWidths.map(String)).map((text) => {
  const width = screenWidths.find((known) => String(known) === text);
  if (width === undefined) throw new Error(`--widths: ${text} is not one of ${screenWidths.join(', ')}`);
  return width;
});
const screens: readonly ScreenToCheck[] =
  listOf(values.routes)?.map((wanted) => {
    const screen = screenNamed(wanted);
    if (screen === undefined) throw new Error(`--routes: no route named or at "${wanted}"`);
    return screen;
  }) ?? allScreens;

const outDir = 'build/screens';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface ScreenResult {
  route: string;
  path: string;
  locale: SupportedLocale;
  width: ScreenWidth;
  member: boolean;
  findings: OverflowFinding[];
}

const started = Date.now();
const dist = values.dist ?? 'build/screens-dist';
if (values.dist === undefined) {
  console.log(`Building the app into ${dist} …`);
  execFileSync('node_modules/.bin/tsx', ['scripts/build.ts', '--outDir', dist], { stdio: 'inherit' });
}

const server = createSimulatedServer({ dist });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const resetSimulation = async () => {
  const response = await fetch(`${origin}/__sim/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`simulation reset failed: ${response.status}`);
};

/** A returning visitor's browser: language chosen, entry warning skipped, consent answered. */
const openContext = async (browser: Browser, locale: SupportedLocale, width: ScreenWidth) => {
  const context = await browser.newContext({ baseURL: origin, ...screenDevice(width) });
  await context.addCookies([{ name: localeCookie.name, value: locale, url: origin }]);
  const consent = JSON.stringify({
    version: consentVersion,
    at: '2026-01-01T00:00:00.000Z',
    statistics: true,
    marketing: true,
  });
  await context.addInitScript(
    ([warningKey, consentKey, choice]) => {
      window.localStorage.setItem(warningKey, '2026-01-01T00:00:00.000Z');
      window.localStorage.setItem(consentKey, choice);
    },
    [entryWarningSkippedKey, consentStorageKey, consent] as const,
  );
  return context;
};

const checkGroup = async (
  context: BrowserContext,
  group: readonly ScreenToCheck[],
  locale: SupportedLocale,
  width: ScreenWidth,
): Promise<ScreenResult[]> => {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  if (group[0]?.member === true) await loginAs(page, 'free');
  const results: ScreenResult[] = [];
  let fresh = true;
  for (const screen of group) {
    const result = { route: screen.name, path: screen.path, locale, width, member: screen.member };
    try {
      await openScreen(page, screen.path, fresh);
      await settleScreen(page);
      const findings = await probeScreen(page);
      const file = `${outDir}/${locale}/${width}/${screen.name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      results.push({ ...result, findings });
      fresh = false;
    } catch (error) {
      // One screen that never settles is reported and the next one loads afresh.
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      results.push({
        ...result,
        findings: [{ kind: 'did not settle', element: page.url(), text: message ?? '' }],
      });
      fresh = true;
    }
  }
  await page.close();
  return results;
};

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-sync',
  ],
});
const results: ScreenResult[] = [];
try {
  for (const locale of locales) {
    for (const width of widths) {
      for (const member of [false, true]) {
        const group = screens.filter((screen) => screen.member === member);
        if (group.length === 0) continue;
        mkdirSync(`${outDir}/${locale}/${width}`, { recursive: true });
        await resetSimulation();
        const context = await openContext(browser, locale, width);
        results.push(...(await checkGroup(context, group, locale, width)));
        await context.close();
      }
      const done = results.filter((result) => result.locale === locale && result.width === width);
      const problems = done.reduce((sum, result) => sum + result.findings.length, 0);
      console.log(`${locale} ${width} px: ${done.length} screens, ${problems} problems`);
    }
  }
} finally {
  await browser.close();
  server.close();
}

const problems = results.flatMap((result) =>
  result.findings.map((finding) => ({
    route: result.route,
    path: result.path,
    locale: result.locale,
    width: result.width,
    ...finding,
  })),
);
const seconds = Math.round((Date.now() - started) / 1000);
const withProblems = results.filter((result) => result.findings.length > 0).length;
writeFileSync(
  `${outDir}/report.json`,
  JSON.stringify({ screens: results.length, screensWithProblems: withProblems, seconds, problems }, null, 2),
);
for (const result of results) {
  for (const line of describeOverflow(`${result.locale} ${result.width} px ${result.path}`, result.findings))
    console.log(line);
}
console.log(
  `\n${results.length} screens checked (${screens.length} routes × ${locales.length} languages × ${widths.length} widths) ` +
    `in ${seconds} s: ${problems.length} problems on ${withProblems} screens. ` +
    `Screenshots and report.json in ${outDir}/.`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
