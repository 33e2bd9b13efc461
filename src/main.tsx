import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api';
import { App } from './app/app';
import { boot } from './app/boot';
import { wireSessionEnd } from './app/session';
import './ui/global.css';

const start = async () => {
  const queryClient = createQueryClient();
  wireSessionEnd(queryClient);
  const locale = await boot(queryClient);
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html lacks #root');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} locale={locale} />
    </StrictMode>,
  );
};

void start();
