import { lazy, Suspense, useState } from 'react';
import { resendActivationMail } from '../../../generated/hooks/account/account';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { signupCompleteReminderAsModal } from '../../lib/page-flags';
import { Alert, Button, QuietBoundary, useIsSmartphone } from '../../ui';
import { errorMessage } from '../errors';

const ReminderDialog = lazy(() => import('./reminder-dialog'));

type Resend = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string };

const ResendButton = ({ resend, onResend }: { resend: Resend; onResend: () => void }) => {
  const { LL } = useI18nContext();
  return (
    <>
      <Button variant="outline" isDisabled={resend.state === 'sending'} onPress={onResend}>
        {LL.activationReminder.resend()}
      </Button>
      <span role="status">
        {resend.state === 'sent' && LL.activationReminder.sent()}
        {resend.state === 'failed' && resend.message}
      </span>
    </>
  );
};

/**
 * Spec §2, §4, §7: a member whose e-mail is not confirmed is reminded on every page (others
 * cannot reply until then). Arriving from the signup mail's `api_signup_complete` link on a
 * smartphone shows it as a modal; everywhere else it is an alert.
 */
export const ActivationReminder = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const isSmartphone = useIsSmartphone();
  const [modalOpen, setModalOpen] = useState(true);
  const [resend, setResend] = useState<Resend>({ state: 'idle' });
  if (user.status !== 'not_confirmed') return null;

  const onResend = () => {
    setResend({ state: 'sending' });
    resendActivationMail().then(
      () => {
        setResend({ state: 'sent' });
      },
      (error: unknown) => {
        setResend({ state: 'failed', message: errorMessage(LL, error) });
      },
    );
  };
  const text = LL.activationReminder.text({ email: user.email });

  if (isSmartphone && signupCompleteReminderAsModal()) {
    if (!modalOpen) return null;
    return (
      <QuietBoundary>
        <Suspense fallback={null}>
          <ReminderDialog
            title={LL.activationReminder.title()}
            onClose={() => {
              setModalOpen(false);
            }}
          >
            <p>{text}</p>
            <ResendButton resend={resend} onResend={onResend} />
          </ReminderDialog>
        </Suspense>
      </QuietBoundary>
    );
  }
  return (
    <Alert tone="warning">
      <strong>{LL.activationReminder.title()}</strong> {text}{' '}
      <ResendButton resend={resend} onResend={onResend} />
    </Alert>
  );
};
