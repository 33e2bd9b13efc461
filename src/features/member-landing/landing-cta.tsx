import { useI18nContext } from '../../../locales/i18n-react';
import { ButtonLink, TextLink } from '../../ui';
import { SkeletonBox, SkeletonLine } from '../../ui/skeleton';
import styles from './member-landing.module.css';

/** Where the campaign's call to action leads: the signup, with this profile remembered. */
export const memberSignupPath = (id: number): string => `/members/${String(id)}/signup`;

const loginPathFor = (id: number): string => `/login?next=${encodeURIComponent(`/members/${String(id)}`)}`;

interface LandingCtaProps {
  /** Undefined while the profile loads: the same room, held by a skeleton. */
  profile: { id: number; name: string } | undefined;
  className?: string;
}

/** The one primary action of every member landing page, and the way in for members. */
export const LandingCta = ({ profile, className }: LandingCtaProps) => {
  const { LL } = useI18nContext();
  const box = className === undefined ? styles.cta : `${styles.cta} ${className}`;
  if (profile === undefined) {
    return (
      <div className={box}>
        <SkeletonBox width="100%" height="52px" />
        <SkeletonLine width="70%" />
        <SkeletonLine width="50%" />
      </div>
    );
  }
  return (
    <div className={box}>
      <ButtonLink href={memberSignupPath(profile.id)}>
        <span className={styles.ctaLabel}>{LL.memberLanding.cta({ name: profile.name })}</span>
      </ButtonLink>
      <p className={styles.ctaNote}>{LL.memberLanding.ctaNote()}</p>
      <p className={styles.ctaNote}>
        {LL.memberLanding.haveAccount()}{' '}
        <TextLink href={loginPathFor(profile.id)}>{LL.memberLanding.login()}</TextLink>
      </p>
    </div>
  );
};
