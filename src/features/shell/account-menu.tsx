import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { logout } from '../../../generated/hooks/account/account';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { endSession } from '../../api';
import { hasUnsentMessages } from '../../lib/chat-outbox-keys';
import { loadPage } from '../../lib/page-load';
import { errorMessage } from '../errors';
import { withScreenTexts } from '../language';
import { forgetUnfinishedSignup } from '../signup-entry';
import { completeSignupPath, useSignupResumeOffer } from './signup-resume';
import { Alert, MenuButton, QuietBoundary } from '../../ui';
import styles from './top-bar.module.css';

const LeaveUnsentDialog = lazy(withScreenTexts(['chat'], () => import('./leave-unsent-dialog')));

/**
 * Spec §2: My profile, Settings (the notification settings) and Logout; first, while signup steps
 * are left, the way back into them. The swipe game is here too (issue 13): the phone's tab bar has
 * room for five tabs only, and this menu is on every screen.
 */
export const AccountMenu = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const resumeOffered = useSignupResumeOffer();
  // Unsent messages wait for the member's word before logging out drops them.
  const [askingToLeave, setAskingToLeave] = useState(false);

  const logOut = async () => {
    setFailure(undefined);
    try {
      await logout();
      endSession(queryClient);
      forgetUnfinishedSignup();
      // A fresh load of the home page: nothing of the member stays in memory (a shared device),
      // and no members-only screen gets to send the visitor to login on the way out.
      loadPage('/');
    } catch (error) {
      // Still logged in on the server: say so rather than pretend.
      setFailure(errorMessage(LL, error));
    }
  };

  return (
    <>
      <MenuButton
        // The slot is 9rem wide: a longer name ends in an ellipsis, the aria-label keeps it whole.
        triggerLabel={<span className={styles.accountName}>{user.profile.name}</span>}
        triggerClassName={styles.accountTrigger}
        triggerAriaLabel={LL.topBar.accountMenu({ name: user.profile.name })}
        loadFailedMessage={LL.topBar.menuLoadFailed()}
        notice={
          failure === undefined ? undefined : (
            <Alert
              tone="danger"
              live="assertive"
              onDismiss={() => {
                setFailure(undefined);
              }}
            >
              {LL.topBar.logoutFailed()} {failure}
            </Alert>
          )
        }
        placement="bottom end"
        items={[
          ...(resumeOffered
            ? [{ id: 'continue-signup', label: LL.topBar.continueSignup(), href: completeSignupPath }]
            : []),
          { id: 'profile', label: LL.topBar.myProfile(), href: '/profile' },
          { id: 'swipe-game', label: LL.routes.swipeGame(), href: '/swipe-game' },
          { id: 'settings', label: LL.topBar.settings(), href: '/notifications' },
          {
            id: 'logout',
            label: LL.topBar.logout(),
            onAction: () => {
              if (hasUnsentMessages(user.id)) setAskingToLeave(true);
              else void logOut();
            },
          },
        ]}
      />
      {askingToLeave && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <LeaveUnsentDialog
              memberId={user.id}
              onStay={() => {
                setAskingToLeave(false);
              }}
              onLeave={() => {
                setAskingToLeave(false);
                void logOut();
              }}
            />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
};
