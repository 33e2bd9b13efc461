import type { ColdLoad } from './cold-load';
import type { Figure } from './figure';
import type { LighthouseMedians } from './lighthouse-runs';
import type { SampleEntry } from './sample';
import type { SteadyPolls } from './steady-polls';

export interface PageFigures {
  path: string;
  covers: string;
  role: SampleEntry['role'];
  visit: SampleEntry['visit'];
  finalPath: string;
  entryWarningShown: boolean;
  firstLoadJs: {
    gzipKb: Figure;
    transferKb: number;
    serverCompressed: boolean;
    scripts: ColdLoad['scripts'];
  };
  lighthouse: {
    performance: Figure;
    lcpSeconds: Figure;
    tbtMs: Figure;
    cls: Figure;
    runs: LighthouseMedians['runs'];
  };
  coldApiCalls: { count: number; calls: string[] };
}

/** Every figure that has a goal and misses it, named for the reader. */
export const misses = (pages: PageFigures[], polls: SteadyPolls[]): string[] => {
  const missed: string[] = [];
  const check = (what: string, value: Figure) => {
    if (value.ok === false)
      missed.push(`${what}: ${String(value.value)} (goal ${JSON.stringify(value.goal)})`);
  };
  for (const page of pages) {
    const name = `${page.path} ${page.role}${page.visit === 'first' ? ' first visit' : ''}`;
    check(`${name} first-load JS gzip kB`, page.firstLoadJs.gzipKb);
    check(`${name} performance`, page.lighthouse.performance);
    check(`${name} LCP s`, page.lighthouse.lcpSeconds);
    check(`${name} CLS`, page.lighthouse.cls);
  }
  for (const poll of polls) {
    check(`${poll.path} polls per 60 s`, poll.callsPer60s);
    check(`${poll.path} duplicate polls`, poll.duplicates);
  }
  return missed;
};

const cell = (value: Figure, digits = 0): string => {
  const text = value.value === null ? '–' : value.value.toFixed(digits);
  const mark = value.ok === null ? ' ' : value.ok ? '✓' : '✗';
  return `${text}${mark}`;
};

/** A short table for people; the JSON is the record. */
export const humanTable = (pages: PageFigures[], polls: SteadyPolls[]): string => {
  const header = ['route', 'role', 'warn', 'JS kB', 'perf', 'LCP s', 'TBT ms', 'CLS', 'API'];
  const rows = pages.map((page) => [
    page.path,
    `${page.role}${page.visit === 'first' ? ' (1st)' : ''}`,
    page.entryWarningShown ? 'yes' : 'no',
    cell(page.firstLoadJs.gzipKb, 1),
    cell(page.lighthouse.performance),
    cell(page.lighthouse.lcpSeconds, 2),
    cell(page.lighthouse.tbtMs),
    cell(page.lighthouse.cls, 3),
    String(page.coldApiCalls.count),
  ]);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const line = (row: string[]) => row.map((text, index) => text.padEnd(widths[index] ?? 0)).join('  ');
  const pollLines = polls.map(
    (poll) =>
      `polls on ${poll.path} (${poll.role}): ${cell(poll.callsPer60s)} per 60 s, ${cell(poll.duplicates)} duplicates`,
  );
  return [
    line(header),
    ...rows.map(line),
    ...pollLines,
    '✓ within goal, ✗ over it, no mark: no goal yet',
  ].join('\n');
};
