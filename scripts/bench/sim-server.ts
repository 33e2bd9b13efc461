import { spawn } from 'node:child_process';
import { seededPassword } from '../../mocks/seed/password';

const run = (command: string, args: string[]): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} exited with ${String(code)}`));
    });
  });

/**
 * The production build as `npm run build` makes it (Vite, then the prerendered visitor pages),
 * into a folder of the bench's own, so it never touches dist/. Without the prerendering the
 * visitor routes would be measured as the app's empty page.
 */
export const buildInto = async (outDir: string): Promise<void> => {
  await run('node_modules/.bin/tsx', ['scripts/build.ts', '--outDir', outDir]);
};

export { startSim, type SimProcess as RunningSim } from '../sim-process';

export interface SessionCookie {
  name: string;
  value: string;
}

/** Logs a seeded account in through the API, as the app does, and returns its session cookie. */
export const logIn = async (origin: string, email: string): Promise<SessionCookie> => {
  const response = await fetch(`${origin}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: seededPassword }),
  });
  if (!response.ok) throw new Error(`login as ${email}: ${String(response.status)}`);
  const pair = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((cookie) => cookie.includes('='));
  if (pair === undefined) throw new Error(`login as ${email} set no cookie`);
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
};
