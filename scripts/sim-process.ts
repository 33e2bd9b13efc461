import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * `npm run sim` as its own process: for journeys about the command itself (its options, not the
 * in-process server the fixtures start for every worker) and for `npm run bench`, which serves
 * its build with it.
 */
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

export interface SimProcess {
  origin: string;
  stop: () => void;
}

/** Starts `npm run sim` with these options on a free port; resolves once it says it listens. */
export const startSim = async (args: string[]): Promise<SimProcess> => {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'node_modules/.bin/tsx',
    ['mocks/server/main.ts', '--port', String(port), ...args],
    // Its errors go to the caller's stderr: a pipe nobody reads could fill and stall it.
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  await new Promise<void>((resolve, reject) => {
    // Starting tsx and seeding takes a while on a busy 2-core machine.
    const timer = setTimeout(() => {
      reject(new Error('npm run sim did not start within 60 s'));
    }, 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
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
    origin: `http://127.0.0.1:${port}`,
    // The process group: tsx's own node child goes too.
    stop: () => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    },
  };
};
