import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { getGetMemberQueryOptions } from '../../../generated/hooks/members/members';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { isApiError, useCurrentUser, useSiteSettings } from '../../api';
import { PageLoading } from '../../ui';
import { ErrorPage } from '../errors';
import { SignupFlow, rememberSignupProfile } from '../signup';
import { useHasUnfinishedSignup } from '../signup-entry';
import { LandingPhoto } from './landing-photo';
import { landingProfileId } from './landing-view';
import styles from './member-signup-page.module.css';

/**
 * /members/{id}/signup (spec §2): the signup for a visitor who came for one profile. The profile
 * is remembered with the signup's progress, so the finished signup ends on /members/{id}, one tap
 * from messaging it (decision 031). A member with no signup under way goes to the profile at once.
 */
const MemberSignupPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const id = landingProfileId(useParams().id);
  const user = useCurrentUser();
  const settings = useSiteSettings();
  const unfinished = useHasUnfinishedSignup();
  const member = useQuery({
    ...getGetMemberQueryOptions({ id: id ?? 0 }, { query: { staleTime: 60 * 1000 } }),
    enabled: id !== undefined,
    // The new account's session drops what the visitor had cached: the header keeps the profile
    // while the member's own read of it comes, so the steps below are not unmounted meanwhile.
    placeholderData: keepPreviousData,
  });
  const profile = member.data?.profile;

  // Only a visitor's signup for a profile that exists starts here; a member passing through, or
  // an address with no profile behind it, leaves nothing behind.
  const remembered = user.data === null && profile !== undefined ? profile.id : undefined;
  useEffect(() => {
    if (remembered !== undefined) rememberSignupProfile(remembered);
  }, [remembered]);

  if (id === undefined || (isApiError(member.error) && member.error.status === 404)) {
    return <ErrorPage status={404} />;
  }
  if (user.isPending) return <PageLoading />;
  if (user.data !== null && !unfinished) return <Navigate to={`/members/${String(id)}`} replace />;

  // The heading names the profile: the page waits for it rather than change its words under the
  // visitor's eyes. A failed read leaves the signup without the profile: it does not need it.
  if (member.isPending) return <PageLoading />;
  const filename = member.data?.photos[0]?.image.filename ?? profile?.main_image?.filename;
  const cdnPrefix = settings.data?.settings.cdn_prefix ?? '';
  return (
    <section aria-labelledby="member-signup-title" className={styles.page}>
      <div className={styles.head}>
        {profile !== undefined && (
          <LandingPhoto
            name={profile.name}
            url={filename === undefined ? undefined : `${cdnPrefix}${filename}`}
            className={styles.photo}
            main
          />
        )}
        <div>
          <h1 id="member-signup-title" className={styles.title}>
            {profile === undefined
              ? LL.routes[routeTitle]()
              : LL.memberLanding.signup.title({ name: profile.name })}
          </h1>
          {profile !== undefined && (
            <p className={styles.intro}>{LL.memberLanding.signup.intro({ name: profile.name })}</p>
          )}
        </div>
      </div>
      <div className={styles.form}>
        <SignupFlow />
      </div>
    </section>
  );
};

export default MemberSignupPage;
