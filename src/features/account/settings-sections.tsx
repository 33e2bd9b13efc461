import { useId } from 'react';
import type { User } from '../../../generated/model';
import { BlockedMembersSection } from './blocked-members-section';
import { DeleteAccountSection } from './delete-account-section';
import { InvisibleModeSection } from './invisible-mode-section';
import { MailChangeSection } from './mail-change-section';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { NotificationsSection, useNotificationsSettled } from '../notifications';
import { YourDataSection } from '../your-data';
import { PasswordChangeSection } from './password-change-section';
import { PushSection } from './push-section';
import { SettingsSkeleton } from './settings-skeleton';

/**
 * The settings screen's sections: the member's notifications first (what happened, decision 026),
 * then e-mail address, password, notification preferences (under the address, which their bounce
 * explanation points up to), this device's push subscription, invisible mode, blocked members,
 * the download of the member's data, and deletion last, as the one step that is not lightly
 * undone. A chunk of their own, loaded beside the screen's first render
 * (settings-sections-code.ts): their react-aria fields are about 32 kB gzip that the first paint
 * of /notifications does not wait for (decision 013).
 */
export const SettingsSections = ({ user }: { user: User }) => {
  const newEmailId = useId();
  // Everything at once: a list that arrived after the forms would push them down.
  if (!useNotificationsSettled()) return <SettingsSkeleton />;
  return (
    <>
      <NotificationsSection />
      <MailChangeSection user={user} newEmailId={newEmailId} />
      <PasswordChangeSection />
      <NotificationPreferencesSection user={user} />
      <PushSection user={user} />
      <InvisibleModeSection user={user} />
      <BlockedMembersSection />
      <YourDataSection />
      <DeleteAccountSection
        onChangeEmail={() => {
          document.getElementById(newEmailId)?.focus();
        }}
      />
    </>
  );
};
