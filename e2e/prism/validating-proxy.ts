import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Stoplight Prism's validation proxy between the browser and the simulated server: a validator
 * nobody here wrote checks every API request the app sends and every answer the simulation gives
 * against the contract. Prism knows only the contract's paths, so a small front door on one
 * origin sends `/api/*` through Prism and the rest (the build's files, the CDN) straight to the
 * simulated server; the session cookie stays same-origin, as on the real site.
 */
export interface ValidatingProxy {
  /** The origin the browser loads the site from. */
  origin: string;
  /** Every violation Prism reported since the last call, one readable line each. */
  takeViolations: () => string[];
  /** `METHOD /path STATUS` of every API call that came back through Prism, in order. */
  exchanges: () => readonly string[];
  close: () => Promise<void>;
}

const contractFile = fileURLToPath(new URL('../../generated/openapi.json', import.meta.url));
const prismBin = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
const startupMs = 60_000;

interface PrismViolation {
  location?: string[];
  severity?: string;
  message?: string;
}

const listen = async (server: Server): Promise<string> => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const freePort = async (): Promise<number> => {
  const probe = createServer();
  const origin = await listen(probe);
  probe.close();
  await once(probe, 'close');
  return Number(new URL(origin).port);
};

/** Starts `prism proxy` in front of the simulated server; resolves once it listens. */
const startPrism = async (upstream: string) => {
  const port = await freePort();
  // `--errors false`: Prism passes every answer on and lists what it found in `sl-violations`,
  // so the app behaves as it would without the proxy and nothing is hidden by an early error.
  const args = ['proxy', contractFile, upstream, '--host', '127.0.0.1', '--port', String(port)];
  const prism = spawn(process.execPath, [prismBin, ...args, '--errors', 'false', '--cors', 'false'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`Prism did not start:\n${output}`));
    }, startupMs);
    const read = (chunk: Buffer) => {
      // Prism logs every call; only the start-up lines are kept for an error message.
      if (output.length < 20_000) output += chunk.toString('utf8');
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout.on('data', read);
    prism.stderr.on('data', read);
    prism.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output}`));
    });
  });
  await listening;
  const stop = async () => {
    if (prism.exitCode !== null) return;
    prism.kill();
    await once(prism, 'exit');
  };
  return { origin: `http://127.0.0.1:${port}`, stop };
};

const readAll = async (stream: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** What Prism found in one exchange: its `sl-violations` and its own error answers. */
const findings = (answer: IncomingMessage, body: Buffer): string[] => {
  const found: string[] = [];
  const header = answer.headers['sl-violations'];
  if (typeof header === 'string') {
    for (const v of (parsed(header) as PrismViolation[] | undefined) ?? [{ message: header }])
      found.push(`${v.severity ?? '?'} in ${(v.location ?? []).join('.')}: ${v.message ?? ''}`);
  }
  // The simulation never answers problem+json; Prism does when it cannot pass an exchange on
  // (an unknown path, or an answer that is not the JSON it claims to be).
  if (answer.headers['content-type']?.includes('application/problem+json') === true) {
    const text = body.toString('utf8');
    const problem = parsed(text) as { title?: string; detail?: string } | undefined;
    found.push(`Prism refused: ${problem === undefined ? text : `${problem.title} ${problem.detail}`}`);
  }
  return found;
};

export const startValidatingProxy = async (simulatedOrigin: string): Promise<ValidatingProxy> => {
  const prism = await startPrism(simulatedOrigin);
  let violations: string[] = [];
  const exchanges: string[] = [];

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const viaPrism = path.startsWith('/api/');
    const target = new URL(viaPrism ? prism.origin : simulatedOrigin);
    const call = `${req.method ?? 'GET'} ${path}`;
    const upstream = forward(
      { host: target.hostname, port: target.port, method: req.method, path, headers: req.headers },
      (answer) => {
        void (async () => {
          const body = await readAll(answer);
          if (viaPrism) {
            exchanges.push(`${call} ${answer.statusCode ?? 0}`);
            for (const finding of findings(answer, body))
              violations.push(`${call} → ${answer.statusCode ?? 0}: ${finding}`);
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(body);
        })();
      },
    );
    upstream.on('error', (error) => {
      if (viaPrism) violations.push(`${call}: no answer through Prism (${error.message})`);
      res.destroy();
    });
    req.pipe(upstream);
  };

  const door = createServer(pass);
  let origin: string;
  try {
    origin = await listen(door);
  } catch (error) {
    await prism.stop();
    throw error;
  }
  return {
    origin,
    takeViolations: () => {
      const taken = violations;
      violations = [];
      return taken;
    },
    exchanges: () => exchanges,
    close: async () => {
      door.closeAllConnections();
      door.close();
      await prism.stop();
    },
  };
};
