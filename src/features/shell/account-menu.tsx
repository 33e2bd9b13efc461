import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../../generated/hooks/account/account';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { endSession } from '../../api';
import { errorMessage } from '../errors';
import { Alert, DropdownMenu } from '../../ui';

/** Spec §2: My profile, Settings (the notification settings) and Logout. */
export const AccountMenu = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();

  const logOut = async () => {
    setFailure(undefined);
    try {
      await logout();
      endSession(queryClient);
      await navigate('/');
    } catch (error) {
      // Still logged in on the server: say so rather than pretend.
      setFailure(errorMessage(LL, error));
    }
  };

  return (
    <>
      <DropdownMenu
        triggerLabel={user.profile.name}
        triggerAriaLabel={LL.topBar.accountMenu({ name: user.profile.name })}
        placement="bottom end"
        items={[
          { id: 'profile', label: LL.topBar.myProfile(), href: '/profile' },
          { id: 'settings', label: LL.topBar.settings(), href: '/notifications' },
          { id: 'logout', label: LL.topBar.logout(), onAction: () => void logOut() },
        ]}
      />
      {failure !== undefined && (
        <Alert
          tone="danger"
          live="assertive"
          onDismiss={() => {
            setFailure(undefined);
          }}
        >
          {LL.topBar.logoutFailed()} {failure}
        </Alert>
      )}
    </>
  );
};
