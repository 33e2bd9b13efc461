import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { consentPreset, entryWarningSkippedKey, type Visit } from './sample';
import type { SessionCookie } from './sim-server';

export const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** TOOLCHAIN.md's flags for Lighthouse with the system Chromium. */
const lighthouseFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface DebuggableChromium {
  port: number;
  stop: () => Promise<void>;
}

/** A fresh Chromium (its own empty profile) that Lighthouse and Playwright can both attach to. */
export const launchForLighthouse = async (): Promise<DebuggableChromium> => {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromiumPath,
    [...lighthouseFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so that its helper processes stop with it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => {
      reject(new Error(`Chromium gave no DevTools port within 30 s: ${said}`));
    }, 30_000);
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${String(code)}: ${said}`));
    });
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  return {
    port,
    // The profile goes once Chromium has stopped writing to it.
    stop: async () => {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
        process.kill(-child.pid, 'SIGKILL');
      await exited;
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch (error) {
        // A helper still writing its last file must not cost the whole bench its figures.
        console.error(`bench: could not remove ${profile}: ${String(error)}`);
      }
    },
  };
};

/**
 * Puts the visit's state in the browser before Lighthouse loads the page: the session cookie of a
 * member and, for a returning visit, the entry warning's skip. It is set on a "not found" address
 * of the origin so that no page of the app is loaded (and cached) beforehand.
 */
export const prepareBrowser = async (
  port: number,
  origin: string,
  state: { visit: Visit; cookie: SessionCookie | undefined },
): Promise<void> => {
  if (state.visit === 'first' && state.cookie === undefined) return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
  try {
    const context = browser.contexts()[0];
    if (context === undefined) throw new Error('Chromium has no default context');
    if (state.cookie !== undefined) await context.addCookies([{ ...state.cookie, url: origin }]);
    if (state.visit === 'returning') {
      const page = await context.newPage();
      await page.goto(`${origin}/bench-prepare.txt`);
      await page.evaluate(
        ([key, at, [consentKey, consent]]) => {
          localStorage.setItem(key, at);
          localStorage.setItem(consentKey, consent);
        },
        [entryWarningSkippedKey, new Date().toISOString(), consentPreset()] as const,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
};
