import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { getGetMemberQueryOptions } from '../../../generated/hooks/members/members';
import { getGetRegionsQueryOptions } from '../../../generated/hooks/site/site';
import type { MemberDetail, Settings, User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { ApiError, useCurrentUser, useSiteSettings } from '../../api';
import { Alert, Button, ButtonLink, usePageTitle } from '../../ui';
import { errorMessage } from '../errors';
import { countryNamer } from '../places';
import { LockedPhotos } from './member-view/locked-photos';
import { MemberActions } from './member-view/member-actions';
import { MemberCaption } from './member-view/member-caption';
import { MemberDetails } from './member-view/member-details';
import { MemberSkeleton } from './member-view/member-skeleton';
import { PhotoGallery } from './member-view/photo-gallery';
import { RelatedMembers } from './member-view/related-members';
import { ReportSlot } from './member-view/report-slot';
import { SharingMeta } from './member-view/sharing-meta';
import { useLikeSeen } from './member-view/use-like-seen';
import styles from './member-view/member-view.module.css';

/** A profile seen a moment ago shows at once when the member comes back to it. */
const profileFreshMs = 60 * 1000;

/** The id in /members/{id}: a whole number from 1, or nothing (the page then says not found). */
const profileIdOf = (param: string | undefined): number | undefined => {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return undefined;
  return Number(param);
};

const loginHrefFor = (id: number) => `/login?next=${encodeURIComponent(`/members/${String(id)}`)}`;

/** Not found, blocked by the member (spec §6 wording), or a failure that may pass: each says what next. */
const ProfileProblem = ({ error, onRetry }: { error: unknown; onRetry: (() => void) | undefined }) => {
  const { LL } = useI18nContext();
  const notFound = error === undefined || (error instanceof ApiError && error.status === 404);
  const refused = error instanceof ApiError && error.code === 'blocked_by_member';
  const text = notFound
    ? LL.memberView.notFound()
    : refused
      ? errorMessage(LL, error)
      : `${LL.memberView.loadFailed()} ${errorMessage(LL, error)}`;
  return (
    <div className={styles.problem}>
      <Alert
        tone={notFound || refused ? 'info' : 'danger'}
        live={notFound || refused ? 'polite' : 'assertive'}
      >
        {text}
      </Alert>
      <div className={styles.promptActions}>
        {onRetry !== undefined && !notFound && !refused && (
          <Button onPress={onRetry}>{LL.memberView.retry()}</Button>
        )}
        <ButtonLink href="/members" variant="outline">
          {LL.memberView.backToSearch()}
        </ButtonLink>
      </div>
    </div>
  );
};

interface ProfileProps {
  detail: MemberDetail;
  settings: Settings;
  user: User | null;
}

const MemberProfile = ({ detail, settings, user }: ProfileProps) => {
  const { LL, locale } = useI18nContext();
  const { profile } = detail;
  const [reporting, setReporting] = useState(false);
  const regions = useQuery(getGetRegionsQueryOptions({ query: { staleTime: Infinity } }));
  const own = user !== null && user.profile.id === profile.id;
  const fictionalShown = profile.fictional && (user?.fictional_icon ?? settings.fictional_icon);
  const loginHref = loginHrefFor(profile.id);
  usePageTitle(LL.memberView.nameAndAge({ name: profile.name, age: profile.age }));
  useLikeSeen(profile.id, user !== null);

  const locked =
    detail.hidden_photo_count > 0 ? (
      <LockedPhotos
        name={profile.name}
        hiddenCount={detail.hidden_photo_count}
        viewer={user === null ? 'visitor' : 'free'}
        loginHref={loginHref}
      />
    ) : null;
  const regionLabel =
    LL.signupLocation.regionLabels[regions.data?.regions[profile.country]?.label ?? 'region']();

  return (
    <article className={styles.profile}>
      <SharingMeta detail={detail} cdnPrefix={settings.cdn_prefix} />
      <div className={styles.header}>
        <PhotoGallery
          name={profile.name}
          photos={detail.photos}
          cdnPrefix={settings.cdn_prefix}
          lockedSlide={locked}
          caption={
            <MemberCaption
              profile={profile}
              fictionalLabel={fictionalShown ? settings.fictional_singular : undefined}
            />
          }
        />
      </div>
      <div className={styles.body}>
        {fictionalShown && (
          <Alert tone="warning">
            {/* Plain text from the settings, rendered as text. */}
            {settings.fictional_warning}
          </Alert>
        )}
        {own ? (
          <div className={styles.ownNote}>
            <p>{LL.memberView.own.note()}</p>
            <ButtonLink href="/profile">{LL.memberView.own.edit()}</ButtonLink>
          </div>
        ) : (
          <MemberActions
            id={profile.id}
            name={profile.name}
            relation={user === null ? null : detail.relation}
            loginHref={loginHref}
            onReport={() => {
              setReporting(true);
            }}
          />
        )}
        <MemberDetails
          profile={profile}
          highlights={detail.highlights}
          interests={settings.interests}
          visibleFields={settings.visible_profile_fields}
          notes={settings.visible_profile_notes}
          regionLabel={regionLabel}
          countryName={countryNamer(locale)(profile.country)}
        />
      </div>
      {reporting && (
        <ReportSlot
          member={{ id: profile.id, name: profile.name }}
          onClose={() => {
            setReporting(false);
          }}
        />
      )}
      <div className={styles.relatedArea}>
        <RelatedMembers
          id={profile.id}
          cdnPrefix={settings.cdn_prefix}
          fictionalLabel={
            (user?.fictional_icon ?? settings.fictional_icon) ? settings.fictional_singular : undefined
          }
        />
      </div>
    </article>
  );
};

const MemberScreen = ({ id, settings, user }: { id: number; settings: Settings; user: User | null }) => {
  const member = useQuery(getGetMemberQueryOptions({ id }, { query: { staleTime: profileFreshMs } }));
  if (member.isPending) return <MemberSkeleton />;
  if (member.isError) {
    return (
      <ProfileProblem
        error={member.error}
        onRetry={() => {
          if (!member.isFetching) void member.refetch();
        }}
      />
    );
  }
  return <MemberProfile detail={member.data} settings={settings} user={user} />;
};

/** /members/{id}: another member's profile (spec §2 profile view). */
const MemberPage = () => {
  const settings = useSiteSettings().data?.settings;
  const { data: user } = useCurrentUser();
  const id = profileIdOf(useParams().id);
  if (settings === undefined || user === undefined) return <MemberSkeleton />;
  if (id === undefined) return <ProfileProblem error={undefined} onRetry={undefined} />;
  // A new id is a new profile: nothing of the last one (gallery position, notices) carries over.
  return <MemberScreen key={id} id={id} settings={settings} user={user} />;
};

export default MemberPage;
