import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api';
import { App } from './app/app';
import { boot } from './app/boot';
import { routerReady, sessionKnown } from './app/first-render';
import { createRouter } from './app/router';
import { wireSessionEnd } from './app/session';
import './ui/global.css';

/**
 * The first render waits until the first screen is complete — settings and catalogue, the
 * route's screen code and who is logged in, all asked for at once — so the page paints once in
 * its final shape: no loading screen before the route, no top bar that changes from a visitor's
 * to a member's (issue 13 item 1).
 */
const start = async () => {
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html lacks #root');
  const queryClient = createQueryClient();
  wireSessionEnd(queryClient);
  const router = createRouter();
  const [locale] = await Promise.all([boot(queryClient), routerReady(router), sessionKnown(queryClient)]);
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} locale={locale} router={router} />
    </StrictMode>,
  );
};

void start();
