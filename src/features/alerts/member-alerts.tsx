import { useState } from 'react';
import type { User } from '../../../generated/model';
import { useSiteSettings } from '../../api';
import { useIsInstalledApp } from '../../ui';
import { useHasUnfinishedSignup, useSignupModalState } from '../signup-entry';
import { EnrichProfileAlert } from './enrich-profile-alert';
import { MailStoppedAlert } from './mail-stopped-alert';
import { memberAlertToShow } from './member-alert-rules';
import { PushAlert } from './push-alert';
import { useDismissal } from './use-dismissal';

interface MemberAlertsProps {
  user: User;
  /** The screen's route name: each alert stays off the screens its rule names. */
  routeName: string | undefined;
}

/**
 * The dismissible alerts under the top bar (spec §4, §9), one at a time (decision 029). Decided
 * during the render from the session's user, the browser's permission and the stored dismissals,
 * so an alert is in the first paint or not at all; none shows while the signup is on screen or
 * unfinished, whose own reminder is the one to follow.
 */
export const MemberAlerts = ({ user, routeName }: MemberAlertsProps) => {
  const mail = useDismissal('notifications_disabled', user.id);
  const photo = useDismissal('profile_photo', user.id);
  const push = useDismissal('push', user.id);
  const installedApp = useIsInstalledApp();
  const pushKey = useSiteSettings().data?.settings.push_public_key !== undefined;
  const signupOnScreen = useSignupModalState().isOpen;
  const signupUnfinished = useHasUnfinishedSignup();
  // Once "Turn on" is pressed the push alert stays to say how it ended, though the member is
  // then subscribed (or blocked) and the rule alone would take it away.
  const [pushAnswering, setPushAnswering] = useState(false);

  if (signupOnScreen || signupUnfinished) return null;
  if (pushAnswering && !push.hidden)
    return <PushAlert onDismiss={push.dismiss} onAnswered={() => undefined} />;
  const shown = memberAlertToShow({
    user,
    routeName,
    pushKey,
    installedApp,
    hidden: { notifications_disabled: mail.hidden, profile_photo: photo.hidden, push: push.hidden },
  });
  switch (shown) {
    case 'notifications_disabled':
      return <MailStoppedAlert user={user} onDismiss={mail.dismiss} />;
    case 'profile_photo':
      return <EnrichProfileAlert user={user} routeName={routeName} />;
    case 'push':
      return (
        <PushAlert
          onDismiss={push.dismiss}
          onAnswered={() => {
            setPushAnswering(true);
          }}
        />
      );
    case undefined:
      return null;
  }
};
