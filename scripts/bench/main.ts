// `npm run bench [-- --runs N] [--dist <built folder>] [--only <path>]`: builds the app into
// build/bench-dist, serves it with the simulated backend, and measures a fixed sample of routes per
// role (sample.ts): first-load JS, Lighthouse 12 (median of N runs, 3 by default), the API calls of
// a cold load, the polls of the steady state on /members, the search at scale (a second
// simulation with 10,000 look-alike members, search-scale.ts) and the long conversation
// (chat-scale.ts: opening 10,000 messages against 10, message elements while scrolling back) and a
// member session left open 30 simulated minutes (soak.ts: heap and DOM nodes), and the time to open
// /chats from /members on a phone network without and with the idle prefetch (prefetch.ts). Prints
// one JSON document (also build/bench.json), then a short table on stderr. Not part of `npm test`:
// it takes minutes and its timings move with the machine's load.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chatScale, type ChatScale } from './chat-scale';
import { chromiumPath } from './chromium';
import { coldLoad } from './cold-load';
import { figure } from './figure';
import { lighthouseMedians } from './lighthouse-runs';
import { prefetchBench, type PrefetchFigures } from './prefetch';
import { humanTable, misses, type PageFigures } from './report';
import { floor, memberEmail, sample, type Role } from './sample';
import { searchScale, type SearchScale } from './search-scale';
import { buildInto, logIn, startSim, type SessionCookie } from './sim-server';
import { soak, soakGoals, type Soak } from './soak';
import { steadyPolls, type SteadyPolls } from './steady-polls';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    dist: { type: 'string' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs is not a positive whole number: ${values.runs}`);

const started = Date.now();
const dist = values.dist ?? 'build/bench-dist';
if (values.dist === undefined) await buildInto(dist);
const sim = await startSim(['--dist', dist]);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });

try {
  const cookies = new Map<Role, SessionCookie | undefined>([
    ['visitor', undefined],
    ['free', await logIn(sim.origin, memberEmail('free'))],
    ['premium', await logIn(sim.origin, memberEmail('premium'))],
  ]);

  const pages: PageFigures[] = [];
  for (const entry of sample.filter((item) => values.only === undefined || item.path === values.only)) {
    const state = { visit: entry.visit, cookie: cookies.get(entry.role) };
    console.error(`bench: ${entry.path} as ${entry.role} (${entry.visit} visit)…`);
    const load = await coldLoad(browser, sim.origin, entry.path, state);
    const lighthouse = await lighthouseMedians(`${sim.origin}${entry.path}`, state, runs);
    pages.push({
      path: entry.path,
      covers: entry.covers,
      role: entry.role,
      visit: entry.visit,
      finalPath: load.finalPath,
      entryWarningShown: load.entryWarningShown,
      firstLoadJs: {
        gzipKb: figure(load.firstLoadJsGzipKb, entry.goals.firstLoadJsGzipKb),
        transferKb: load.firstLoadJsTransferKb,
        serverCompressed: load.serverCompressed,
        scripts: load.scripts,
      },
      lighthouse: {
        performance: figure(lighthouse.performance, entry.goals.performance),
        lcpSeconds: figure(lighthouse.lcpSeconds, entry.goals.lcpSeconds),
        tbtMs: figure(lighthouse.tbtMs, null),
        cls: figure(lighthouse.cls, entry.goals.cls),
        runs: lighthouse.runs,
      },
      coldApiCalls: { count: load.apiCalls.length, calls: load.apiCalls },
    });
  }

  const polls: SteadyPolls[] = [];
  // The polls are /members's: `--only` of another route (or of a scale figure) leaves them out.
  const measurePolls = values.only === undefined || values.only === '/members';
  for (const role of measurePolls ? (['free', 'premium'] as const) : []) {
    const cookie = cookies.get(role);
    if (cookie === undefined) continue;
    console.error(`bench: steady-state polls on /members as ${role}…`);
    polls.push(await steadyPolls(browser, sim.origin, '/members', { role, cookie }));
  }

  // `--only search-scale` measures only this; `--only <path>` skips it.
  let scale: SearchScale | null = null;
  if (values.only === undefined || values.only === 'search-scale') {
    // 100 of them in one region, 10,000 in another (mocks/seed/crowd.ts).
    const crowd = 10_100;
    console.error('bench: the first page of a search with about 100 and about 10,000 matches…');
    const crowdSim = await startSim(['--dist', dist, '--crowd', String(crowd)]);
    try {
      const cookie = await logIn(crowdSim.origin, memberEmail('free'));
      scale = await searchScale(browser, crowdSim.origin, cookie, crowd, Math.max(15, runs));
    } finally {
      crowdSim.stop();
    }
  }

  // `--only chat-scale` measures only this; `--only <path>` skips it.
  let chat: ChatScale | null = null;
  const premiumCookie = cookies.get('premium');
  if ((values.only === undefined || values.only === 'chat-scale') && premiumCookie !== undefined) {
    console.error('bench: a conversation of 10 and one of 10,000 messages…');
    chat = await chatScale(browser, sim.origin, premiumCookie, Math.max(9, runs));
  }

  // `--only prefetch` measures only this; `--only <path>` skips it.
  let prefetched: PrefetchFigures | null = null;
  if ((values.only === undefined || values.only === 'prefetch') && premiumCookie !== undefined) {
    console.error(
      'bench: opening /chats from /members on a phone network, without and with the idle prefetch…',
    );
    prefetched = await prefetchBench(browser, sim.origin, premiumCookie, Math.max(5, runs));
  }

  // `--only soak` measures only this; `--only <path>` skips it. A simulation of its own: the
  // session writes 60 messages and moves the clock 30 minutes.
  let soaked: Soak | null = null;
  if (values.only === undefined || values.only === 'soak') {
    console.error('bench: a member session left open 30 simulated minutes, polling and chatting…');
    const soakSim = await startSim(['--dist', dist]);
    try {
      soaked = await soak(browser, soakSim.origin, await logIn(soakSim.origin, memberEmail('premium')));
    } finally {
      soakSim.stop();
    }
  }

  const missed = misses(pages, polls);
  if (soaked?.heapRatio.ok === false)
    missed.push(`heap after 30 minutes vs after the first: ${String(soaked.heapRatio.value)} (goal ≤ 1.1)`);
  if (soaked?.endsAtLatest === false) missed.push('soak: the conversation did not end at its latest message');
  if (soaked?.domNodesRatio.ok === false)
    missed.push(
      `DOM nodes after 30 minutes vs after the first: ${String(soaked.domNodesRatio.value)} (goal ≤ ${String(soakGoals.domNodesRatio.max)})`,
    );
  if (prefetched?.ratio.ok === false)
    missed.push(
      `opening /chats from /members with vs without the idle prefetch, time ratio: ${String(prefetched.ratio.value)} (goal ≤ 0.8)`,
    );
  if (chat?.ratio.ok === false)
    missed.push(`opening 10,000 vs 10 messages, time ratio: ${String(chat.ratio.value)} (goal ≤ 1.3)`);
  if (chat?.maxMessageElements.ok === false)
    missed.push(`message elements in the document: ${String(chat.maxMessageElements.value)} (goal ≤ 200)`);
  if (scale?.ratio.ok === false)
    missed.push(
      `search of ${String(scale.crowd)} vs 100 matches, time ratio: ${String(scale.ratio.value)} (goal ≤ 1.2)`,
    );
  const report = {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine: { cpus: cpus().length, node: process.version },
    method: {
      build: dist,
      server: 'npm run sim (simulated backend, default seed)',
      lighthouse: `Lighthouse 12.2.3, mobile profile, default simulated throttling (slow 4G, 4x CPU), median of ${String(runs)} run(s), ${chromiumPath}`,
      firstLoadJs:
        'scripts fetched by a cold load until the network is idle, read through the Chrome DevTools Protocol: gzipped body bytes as they crossed the wire (a script the server sent uncompressed counts gzipped at level 9); transferKb adds the response headers',
      visits:
        'first: empty browser; returning: the entry warning was passed and cookies chosen before (localStorage); members carry the session cookie of an API login',
    },
    floor,
    withinGoals: missed.length === 0,
    misses: missed,
    pages,
    polls,
    searchScale: scale,
    chatScale: chat,
    soak: soaked,
    prefetch: prefetched,
  };
  const json = JSON.stringify(report, null, 2);
  mkdirSync('build', { recursive: true });
  writeFileSync('build/bench.json', `${json}\n`);
  console.log(json);
  console.error(`\n${humanTable(pages, polls)}`);
  if (scale !== null)
    console.error(
      `\nsearch at scale: ${String(scale.nearbyMatches)} matches ${String(scale.nearbyMs)} ms, ` +
        `${String(scale.crowdedMatches)} matches ${String(scale.crowdedMs)} ms, ratio ${String(scale.ratio.value)} ` +
        `${scale.ratio.ok === true ? '✓' : '✗'} (goal ≤ 1.2, median of ${String(scale.runs)})`,
    );
  if (chat !== null)
    console.error(
      `\nlong conversation: 10 messages ${String(chat.shortMs)} ms, 10,000 messages ${String(chat.longMs)} ms, ` +
        `ratio ${String(chat.ratio.value)} ${chat.ratio.ok === true ? '✓' : '✗'} (goal ≤ 1.3, median of ${String(chat.runs)}); ` +
        `at most ${String(chat.maxMessageElements.value)} message elements ${chat.maxMessageElements.ok === true ? '✓' : '✗'} (goal ≤ 200); ` +
        `longest task while scrolling back: ${chat.longestScrollTaskMs === null ? 'none over 50 ms' : `${String(chat.longestScrollTaskMs)} ms`}`,
    );
  if (prefetched !== null)
    console.error(
      `\nidle prefetch: /members → /chats on ${prefetched.network}: before ${String(prefetched.beforeMs)} ms, ` +
        `after ${String(prefetched.afterMs)} ms, ratio ${String(prefetched.ratio.value)} ` +
        `${prefetched.ratio.ok === true ? '✓' : '✗'} (goal ≤ 0.8, median of ${String(prefetched.runs)})`,
    );
  if (soaked !== null)
    console.error(
      `\nsoak (${String(soaked.simulatedMinutes)} simulated minutes on ${soaked.path}, ${String(soaked.messagesSent)} sent, ` +
        `${String(soaked.messagesReceived)} received): heap ${String(soaked.heapMbAfterFirstMinute)} → ${String(soaked.heapMbAtEnd)} MB, ` +
        `ratio ${String(soaked.heapRatio.value)} ${soaked.heapRatio.ok === true ? '✓' : '✗'} (goal ≤ 1.1); DOM nodes ` +
        `${String(soaked.domNodesAfterFirstMinute)} → ${String(soaked.domNodesAtEnd)}, ratio ${String(soaked.domNodesRatio.value)} ` +
        `${soaked.domNodesRatio.ok === true ? '✓' : '✗'} (goal ≤ ${String(soakGoals.domNodesRatio.max)}); whole heap with compiled code ` +
        `${String(soaked.heapWithCodeMbAfterFirstMinute)} → ${String(soaked.heapWithCodeMbAtEnd)} MB; ` +
        `${soaked.endsAtLatest ? 'ends at the latest message' : 'does NOT end at the latest message'}; ${String(soaked.realSeconds)} s`,
    );
  console.error(
    `\n${missed.length === 0 ? 'Every figure with a goal is within it.' : `${String(missed.length)} figure(s) miss their goal.`} ` +
      `${String(report.durationSeconds)} s. Written to build/bench.json.`,
  );
} finally {
  await browser.close();
  sim.stop();
}
