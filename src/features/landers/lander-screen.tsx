import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { LandingName } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError, useCurrentUser, useSiteSettings } from '../../api';
import { Alert, Button, VisuallyHidden } from '../../ui';
import { ErrorPage, errorMessage } from '../errors';
import styles from './lander.module.css';
import { landerQueryOptions } from './lander-query';
import { isLanderSlug, landerViewOf, type LanderView } from './lander-view';

interface LanderScreenProps {
  name: LandingName;
  /** The path prefix's niche (`/she/landers/…`); without one, the site's own. */
  niche?: number;
  /** The design, with the view, or without it while the answers are on their way (its skeleton). */
  design: (view: LanderView | undefined) => ReactNode;
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * What every lander shares (spec §2): the campaign from getLanding for the name, the link's slug
 * and the niche; a slug the server does not know (or one outside the contract's pattern) is the
 * 404 page, as any unknown address is; a member who is logged in goes on to the members.
 */
export const LanderScreen = ({ name, niche, design }: LanderScreenProps) => {
  const { LL, locale } = useI18nContext();
  const { slug } = useParams();
  const slugValid = slug === undefined || isLanderSlug(slug);
  const user = useCurrentUser();
  const settings = useSiteSettings();
  const siteNiche = settings.data?.settings.niche;
  const landing = useQuery({ ...landerQueryOptions(name, slug, niche, locale), enabled: slugValid });

  if (!slugValid || isNotFound(landing.error)) return <ErrorPage status={404} />;
  if (user.data !== undefined && user.data !== null) return <Navigate to="/members" replace />;
  if (landing.isError || settings.isError) {
    return (
      <div className={styles.problem}>
        <Alert tone="danger" live="assertive">
          {`${LL.landers.loadFailed()} ${errorMessage(LL, landing.error ?? settings.error)}`}
        </Alert>
        <Button
          onPress={() => {
            void landing.refetch();
            void settings.refetch();
          }}
        >
          {LL.landers.retry()}
        </Button>
      </div>
    );
  }
  if (landing.data === undefined || settings.data === undefined || user.isPending) {
    // Not PageLoading: its padding would move the design up when the campaign arrives. The
    // design's own skeleton holds the same boxes as the page.
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{LL.common.loading()}</VisuallyHidden>
        {design(undefined)}
      </div>
    );
  }
  return design(
    landerViewOf(name, landing.data.landing, settings.data.settings, niche ?? siteNiche ?? 1, slug),
  );
};
