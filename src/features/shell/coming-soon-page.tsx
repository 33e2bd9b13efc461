import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';

/** Routes whose screens later work brings: the route resolves, is titled and says what is coming. */
const ComingSoonPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  return (
    <section aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{LL.routes[routeTitle]()}</h1>
      <p>{LL.shell.comingSoon()}</p>
    </section>
  );
};

export default ComingSoonPage;
