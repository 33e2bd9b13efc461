import { askSessionEarly, takeEarlyAnswers } from './api/early-answers';
import { memberChromeChunksMeta } from './app/member-chrome-chunks';
import { listedChunks, preloadModules } from './lib/module-preload';
import { nextTask } from './lib/next-task';
import { paintEarly } from './prerender/early-paint';
import './ui/global.css';

/**
 * The entry only lets the browser paint before the app's code loads. A page that comes with its
 * prerendered markup (scripts/prerender.ts) is on screen first, painted as soon as its one
 * stylesheet is in; the app's chunks, fetched and run before, would hold that paint back by
 * their download on a phone's connection and their running time on its CPU (issue 13 item 3,
 * decision 014). The app's own page (index.html, no markup to show) preloads them from the head
 * instead (vite.config.ts, `preloadAppChunks`).
 */
/** The browser's own record of the page's first contentful paint: when it was on screen. */
const firstContentfulPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

const afterFirstPaint = (): Promise<void> =>
  // The two frames alone came a few milliseconds before that record on a busy machine; after it,
  // they put what the early answers painted on screen too.
  firstContentfulPaint()
    .then(
      () =>
        new Promise<void>((resolve) => {
          // The second frame's callback runs once the first frame is on screen, not merely drawn.
          requestAnimationFrame(() => {
            requestAnimationFrame(() => {
              resolve();
            });
          });
        }),
    )
    .then(nextTask);

/**
 * The app's code runs in two tasks instead of one: React's DOM renderer (its largest library)
 * first, then the rest. The browser runs a module graph in one go, and all of the app's at once
 * was one of the longest tasks of a phone's load (issue 13 item 3: total blocking time).
 */
const loadAppInStages = () => import('react-dom/client').then(nextTask).then(() => import('./app/start'));

takeEarlyAnswers(document);
const member = askSessionEarly();
const prerendered = document.getElementById('root')?.hasChildNodes() === true;
// What the page paints from the early answers (a first visit's warning, an information page's
// text) is its largest element: it paints before the app's chunks share the connection, as the
// prerendered markup does. The app needs the same answers to render: holding its chunks until
// they are in costs it little.
const painted = prerendered ? paintEarly(document).catch(() => undefined) : Promise.resolve();
// The chunks a prerendered page lists for after its first paint, fetched side by side.
const preloadAppChunks = () => {
  preloadModules(document, listedChunks(document, 'app-chunks') ?? []);
};
const paintedFirst = prerendered ? painted.then(afterFirstPaint) : Promise.resolve();
// A member's page needs the member chrome (the nav, the tab bar, the account menu) for its first
// render: its chunks are fetched beside the app's as soon as the session's answer says a member,
// rather than once the app has run and read that answer itself (issue 14 item 8).
void Promise.all([member, paintedFirst]).then(([isMember]) => {
  if (isMember) preloadModules(document, listedChunks(document, memberChromeChunksMeta) ?? []);
});
void paintedFirst
  .then(prerendered ? preloadAppChunks : undefined)
  .then(loadAppInStages)
  .then(({ start }) => start())
  .catch((error: unknown) => {
    // The app's code did not load (offline, or a deploy replaced its files): the prerendered
    // page stays, its links usable as plain links, rather than frozen behind `inert`.
    document.getElementById('root')?.removeAttribute('inert');
    throw error;
  });
