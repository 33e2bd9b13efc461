import { takeEarlyAnswers } from './api/early-answers';
import './ui/global.css';

/**
 * The entry only lets the browser paint before the app's code loads. A page that comes with its
 * prerendered markup (scripts/prerender.ts) is on screen first, painted as soon as its one
 * stylesheet is in; the app's chunks, fetched and run before, would hold that paint back by
 * their download on a phone's connection and their running time on its CPU (issue 13 item 3,
 * decision 014). The app's own page (index.html, no markup to show) preloads them from the head
 * instead (vite.config.ts, `preloadAppChunks`).
 */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    // The second frame's callback runs once the first frame is on screen, not merely drawn.
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        setTimeout(resolve, 0);
      });
    });
  });

/** The chunks a prerendered page lists for after its first paint, fetched side by side. */
const preloadAppChunks = () => {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="app-chunks"]')?.content ?? '';
  for (const href of listed.split(' ').filter((url) => url !== '')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};

takeEarlyAnswers(document);
const prerendered = document.getElementById('root')?.hasChildNodes() === true;
void (prerendered ? afterFirstPaint().then(preloadAppChunks) : Promise.resolve())
  .then(() => import('./app/start'))
  .then(({ start }) => start())
  .catch((error: unknown) => {
    // The app's code did not load (offline, or a deploy replaced its files): the prerendered
    // page stays, its links usable as plain links, rather than frozen behind `inert`.
    document.getElementById('root')?.removeAttribute('inert');
    throw error;
  });
