import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { getGetOwnProfileQueryOptions } from '../../../generated/hooks/members/members';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser } from '../../api';
import { Alert, Button } from '../../ui';
import { errorMessage } from '../errors';
import { AboutForm } from './about-form';
import { LocationBlock } from './location/location-block';
import { ProfilePhotos } from './photos/profile-photos';
import { ProfileSkeleton } from './profile-skeleton';
import { ProfileSummary } from './profile-summary';
import styles from './profile.module.css';

/** One part of the page under its heading, which also names its form. */
const Section = ({
  title,
  children,
}: {
  title: string;
  children: (headingId: string) => React.ReactNode;
}) => {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 className={styles.sectionTitle} id={id}>
        {title}
      </h2>
      {children(id)}
    </section>
  );
};

/** /profile: the member's own profile (spec §2 profile editing, §3 Profile, §9 photos). */
const ProfilePage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const { data: user } = useCurrentUser();
  const own = useQuery(getGetOwnProfileQueryOptions());
  const t = LL.profile.sections;

  const body = (() => {
    if (own.isPending || user == null) return <ProfileSkeleton />;
    if (own.isError) {
      return (
        <div className={styles.problem}>
          <Alert tone="danger" live="assertive">
            {errorMessage(LL, own.error)}
          </Alert>
          <Button
            variant="outline"
            onPress={() => {
              if (!own.isFetching) void own.refetch();
            }}
          >
            {LL.memberView.retry()}
          </Button>
        </div>
      );
    }
    const { profile, photos, photo_limit: photoLimit, completion } = own.data;
    return (
      <>
        <ProfileSummary profile={profile} completion={completion} />
        <Section title={t.photos()}>
          {() => (
            <ProfilePhotos
              profile={profile}
              photos={photos}
              photoLimit={photoLimit}
              paidUser={user.paid_user}
            />
          )}
        </Section>
        <Section title={t.about()}>{(id) => <AboutForm profile={profile} labelledBy={id} />}</Section>
        <LocationBlock profile={profile} />
      </>
    );
  })();

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{LL.routes[routeTitle]()}</h1>
      {body}
    </div>
  );
};

export default ProfilePage;
