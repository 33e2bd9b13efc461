import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { getGetMemberQueryOptions } from '../../../generated/hooks/members/members';
import { getGetLandingQueryOptions } from '../../../generated/hooks/site/site';
import type { LandingName } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError, useCurrentUser, useSiteSettings } from '../../api';
import { Alert, Button, PageLoading } from '../../ui';
import { ErrorPage, errorMessage } from '../errors';
import { isCampaignSlug, landingProfileId, landingViewOf, type LandingView } from './landing-view';
import styles from './member-landing.module.css';

/** A profile seen a moment ago shows at once when the visitor comes back to it. */
const freshMs = 60 * 1000;

interface LandingScreenProps {
  /**
   * The landing whose campaign wording and profiles this design borrows (getLanding has no member
   * landing of its own); without it the page asks for none.
   */
  campaignOf?: LandingName;
  /** The design, with the view, or without it while the answers are on their way (its skeleton). */
  design: (view: LandingView | undefined) => ReactNode;
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The profile (or the site's settings) could not be loaded: what went wrong, and a way to try again. */
const LoadProblem = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { LL } = useI18nContext();
  return (
    <div className={styles.problem}>
      <Alert tone="danger" live="assertive">
        {`${LL.memberLanding.loadFailed()} ${errorMessage(LL, error)}`}
      </Alert>
      <Button onPress={onRetry}>{LL.memberLanding.retry()}</Button>
    </div>
  );
};

/**
 * What the three member landing pages share (spec §2): the profile from getMember, the campaign
 * from getLanding, a member who is logged in sent on to the profile itself, an unknown profile or
 * campaign answered with the 404 page as any unknown address is.
 */
export const LandingScreen = ({ campaignOf, design }: LandingScreenProps) => {
  const { locale } = useI18nContext();
  const params = useParams();
  const id = landingProfileId(params.id);
  const slug = params.slug;
  const slugValid = slug === undefined || isCampaignSlug(slug);
  const user = useCurrentUser();
  const settings = useSiteSettings();
  // Both are asked for while the session is still read: a visitor, the usual case, waits for one
  // round trip only, and a member finds the profile already in the cache.
  const member = useQuery({
    ...getGetMemberQueryOptions({ id: id ?? 0 }, { query: { staleTime: freshMs } }),
    enabled: id !== undefined && slugValid,
  });
  const campaign = useQuery({
    ...getGetLandingQueryOptions({ name: campaignOf ?? 'alonetonight', slug, lang: locale }),
    enabled: campaignOf !== undefined && id !== undefined && slugValid,
    staleTime: 5 * 60 * 1000,
  });

  if (id === undefined || !slugValid) return <ErrorPage status={404} />;
  if (user.data !== undefined && user.data !== null) {
    return <Navigate to={`/members/${String(id)}`} replace />;
  }
  if (isNotFound(member.error) || (slug !== undefined && isNotFound(campaign.error))) {
    return <ErrorPage status={404} />;
  }
  if (member.isError) return <LoadProblem error={member.error} onRetry={() => void member.refetch()} />;
  if (settings.isError) return <LoadProblem error={settings.error} onRetry={() => void settings.refetch()} />;
  // The campaign's wording and profiles are part of the design: it waits for them, unless they
  // failed, when the design stands on the profile alone (a slug the server does not know is a 404).
  const campaignPending = campaignOf !== undefined && campaign.isPending;
  if (user.isPending || member.isPending || settings.data === undefined || campaignPending) {
    return <PageLoading>{design(undefined)}</PageLoading>;
  }
  return design(landingViewOf(member.data, settings.data.settings, campaign.data?.landing, slug));
};
