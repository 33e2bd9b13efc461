import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';

/** Spec §8: an invalid route gives "Page not found" (404) with a link back home. */
const NotFoundPage = () => {
  const { LL } = useI18nContext();
  useEffect(() => {
    document.title = LL.errors.notFound();
  }, [LL]);
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{LL.errors.notFound()}</h1>
      <p>404</p>
      <Link to="/">{LL.errors.backHome()}</Link>
    </section>
  );
};

export default NotFoundPage;
