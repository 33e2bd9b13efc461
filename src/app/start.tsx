import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../api';
import { nextTask } from '../lib/next-task';
import { App } from './app';
import { boot } from './boot';
import { scheduleClientReports } from './client-reports/schedule';
import { earlyPageReady, memberChromeReady } from './first-render';
import { scheduleIdlePrefetch } from './idle-prefetch';
import { createAppNavigation } from './router';
import { wireSessionEnd } from './session';
import { TakeOver } from '../prerender/take-over';

/**
 * The first render waits until the first screen is complete — settings and catalogue, the
 * route's screen code and who is logged in (and an information page's text when the HTML asked
 * for it early), all asked for at once — so the page paints once in
 * its final shape: no loading screen before the route, no top bar that changes from a visitor's
 * to a member's (issue 13 item 1).
 *
 * The page may come with the route's prerendered markup (scripts/prerender.ts): the app does not
 * hydrate it (its domain's name and settings were unknown at build time, so the markup differs),
 * it renders over it in one commit, so the page never goes blank and keeps its sizes.
 */
export const start = async (): Promise<void> => {
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html lacks #root');
  const queryClient = createQueryClient();
  wireSessionEnd(queryClient);
  scheduleClientReports(queryClient);
  // The requests leave first; the router's set-up (the route table flattened and matched) runs
  // in a task of its own, so neither adds to one long task on a phone's CPU (issue 13 item 3).
  const dataReady = Promise.all([
    boot(queryClient),
    memberChromeReady(queryClient),
    earlyPageReady(queryClient),
  ]);
  await nextTask();
  const router = createAppNavigation({ queryClient });
  const [[locale]] = await Promise.all([dataReady, router.ready]);
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices of a few milliseconds between
  // which the browser stays responsive, instead of in one long task; the prerendered page stays
  // on screen until the commit (issue 13 item 3: total blocking time on a phone's CPU).
  startTransition(() => {
    root.render(
      <StrictMode>
        <TakeOver container={container}>
          <App queryClient={queryClient} locale={locale} router={router} />
        </TakeOver>
      </StrictMode>,
    );
  });
  scheduleIdlePrefetch(router, queryClient);
};
