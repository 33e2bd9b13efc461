import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { seededPassword } from '../../mocks/seed/password';

/** Production build into a folder of the bench's own, so it never touches dist/. */
export const buildInto = (outDir: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      'node_modules/.bin/vite',
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build exited with ${String(code)}`));
    });
  });

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });

export interface RunningSim {
  origin: string;
  stop: () => void;
}

/** `npm run sim -- --dist <dist> --port <free>` in its own process group; resolves once it listens. */
export const startSim = async (dist: string): Promise<RunningSim> => {
  const port = await freePort();
  const child = spawn(
    'node_modules/.bin/tsx',
    ['mocks/server/main.ts', '--port', String(port), '--dist', dist],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('npm run sim did not start within 60 s'));
    }, 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Simulated site on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run sim exited with ${String(code)}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    // The whole group: tsx's own node child goes too.
    stop: () => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
};

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
