import { Camera } from 'lucide-react';
import { useRef } from 'react';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { Alert, PlainButtonLink } from '../../ui';
import { useHasUnfinishedSignup, useSignupModalState } from '../signup-entry';
import { offersEnrichProfile } from './enrich-profile-rule';
import { useDismissal } from './use-dismissal';
import styles from './enrich-profile-alert.module.css';

interface EnrichProfileAlertProps {
  user: User;
  /** The screen's route name: the alert stays off the screens of spec §9. */
  routeName: string | undefined;
}

/**
 * Spec §9's enrich-profile alert: a member without a main image is asked to add a photo, under
 * the top bar. Decided during the render from the session's user and the stored dismissal, so it
 * is in the first paint or not at all; dismissing it is remembered (decision 017).
 *
 * A polite status, not an alert: it is there from the page's first render, not news of something
 * that just happened, and an assertive announcement would talk over the screen's own heading.
 */
export const EnrichProfileAlert = ({ user, routeName }: EnrichProfileAlertProps) => {
  const { LL } = useI18nContext();
  const { hidden, dismiss } = useDismissal('profile_photo', user.id);
  // The signup is a signup screen too where it is a modal over another (desktop), and while its
  // steps are unfinished the way back to them, photo step included, is the one reminder shown.
  const signupOnScreen = useSignupModalState().isOpen;
  const signupUnfinished = useHasUnfinishedSignup();
  const box = useRef<HTMLDivElement>(null);
  if (hidden || signupOnScreen || signupUnfinished || !offersEnrichProfile(user, routeName)) return null;

  const onDismiss = () => {
    // The close button leaves with the alert: the keyboard goes on at the screen below it (the
    // skip link's target), not back at the top of the page where a lost focus would start.
    if (box.current?.contains(document.activeElement) === true) {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    dismiss();
  };
  return (
    <div ref={box} className={styles.stack}>
      <Alert tone="info" onDismiss={onDismiss}>
        <div className={styles.banner}>
          <div className={styles.lead}>
            <span className={styles.photo}>
              <Camera aria-hidden="true" size={22} strokeWidth={2} />
            </span>
            <p className={styles.message}>
              <strong>{LL.alerts.enrichProfile.title()}</strong> {LL.alerts.enrichProfile.text()}
            </p>
          </div>
          <span className={styles.action}>
            <PlainButtonLink href="/profile" variant="outline">
              {LL.alerts.enrichProfile.action()}
            </PlainButtonLink>
          </span>
        </div>
      </Alert>
    </div>
  );
};
