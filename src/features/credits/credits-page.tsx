import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useI18nContext } from '../../../locales/i18n-react';
import { useCurrentUser, useSiteSettings } from '../../api';
import { PageLoading } from '../../ui';
import { CreditsScreen } from './credits-screen';

/** /credits (spec §2): the credit purchase page. */
const CreditsPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const { data: user } = useCurrentUser();
  const { data: settings } = useSiteSettings();
  if (user === undefined || user === null || settings === undefined) return <PageLoading />;
  return <CreditsScreen heading={LL.routes[routeTitle]()} user={user} settings={settings.settings} />;
};

export default CreditsPage;
