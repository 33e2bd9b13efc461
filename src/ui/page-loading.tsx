import { useI18nContext } from '../../locales/i18n-react';

/** Shown while a lazy screen's chunk loads, before the first paint of a route. */
export const PageLoading = () => {
  const { LL } = useI18nContext();
  return (
    <p role="status" aria-busy="true">
      {LL.common.loading()}
    </p>
  );
};
