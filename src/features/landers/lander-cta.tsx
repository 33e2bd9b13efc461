import { useI18nContext } from '../../../locales/i18n-react';
import { PlainButton, TextLink } from '../../ui';
import { useSignupEntry } from '../signup-entry';
import styles from './lander.module.css';

interface LanderCtaProps {
  /** The design's own words for the button; "Sign up free" without. */
  label?: string;
  /** Light text for dark backgrounds (the video and swipe designs). */
  onDark?: boolean;
  className?: string;
}

/**
 * The one primary action of every lander: the signup, as the top bar's opens it (the modal on a
 * desktop, the signup page on a phone). The signup itself applies the site's mode (open, with a
 * traffic source, invite-only) and sends the link's tracking values the shell stored (spec §6, §7).
 */
export const LanderCta = ({ label, onDark = false, className }: LanderCtaProps) => {
  const { LL } = useI18nContext();
  const { openSignup } = useSignupEntry();
  const box = [styles.cta, onDark ? styles.onDark : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={box}>
      <div className={styles.ctaButton}>
        <PlainButton onClick={openSignup}>{label ?? LL.landers.signup()}</PlainButton>
      </div>
      <p className={styles.ctaNote}>{LL.landers.ctaNote()}</p>
      <p className={styles.ctaNote}>
        {LL.landers.haveAccount()} <TextLink href="/login">{LL.landers.login()}</TextLink>
      </p>
    </div>
  );
};
