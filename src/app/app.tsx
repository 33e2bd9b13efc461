import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { Locales } from '../../locales/i18n-types';
import TypesafeI18n from '../../locales/i18n-react';
import type { createRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  locale: Locales;
  router: ReturnType<typeof createRouter>;
}

export const App = ({ queryClient, locale, router }: AppProps) => (
  <QueryClientProvider client={queryClient}>
    <TypesafeI18n locale={locale}>
      <RouterProvider router={router} />
    </TypesafeI18n>
  </QueryClientProvider>
);
