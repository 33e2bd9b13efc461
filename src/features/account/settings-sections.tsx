import { useId } from 'react';
import type { User } from '../../../generated/model';
import { BlockedMembersSection } from './blocked-members-section';
import { DeleteAccountSection } from './delete-account-section';
import { MailChangeSection } from './mail-change-section';
import { PasswordChangeSection } from './password-change-section';

/**
 * The settings screen's sections: e-mail address, password, blocked members, and deletion last, as
 * the one step that is not lightly undone. A chunk of their own, loaded beside the screen's first
 * render (settings-sections-code.ts): their react-aria fields are about 32 kB gzip that the first
 * paint of /notifications does not wait for (decision 013).
 */
export const SettingsSections = ({ user }: { user: User }) => {
  const newEmailId = useId();
  return (
    <>
      <MailChangeSection user={user} newEmailId={newEmailId} />
      <PasswordChangeSection />
      <BlockedMembersSection />
      <DeleteAccountSection
        onChangeEmail={() => {
          document.getElementById(newEmailId)?.focus();
        }}
      />
    </>
  );
};
