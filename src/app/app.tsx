import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Locales } from '../../locales/i18n-types';
import TypesafeI18n from '../../locales/i18n-react';
import { PageLoading } from '../ui';
import { NavigationRouter } from './navigation/navigation-router';
import type { ScreenNavigation } from './navigation/screen-navigation';
import { AppRoutes } from './router';

interface AppProps {
  queryClient: QueryClient;
  locale: Locales;
  /** The app's navigation store (router.tsx `createAppNavigation`). */
  router: ScreenNavigation;
}

export const App = ({ queryClient, locale, router }: AppProps) => (
  <QueryClientProvider client={queryClient}>
    <TypesafeI18n locale={locale}>
      <NavigationRouter navigation={router} fallback={<PageLoading />}>
        <AppRoutes />
      </NavigationRouter>
    </TypesafeI18n>
  </QueryClientProvider>
);
