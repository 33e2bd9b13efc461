import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useResendActivationMail } from '../../../generated/hooks/account/account';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import { pageFlagChanges, signupCompleteReminderAsModal } from '../../lib/page-flags';
import { isApiError } from '../../api';
import { PlainButton, QuietBoundary, useIsSmartphone } from '../../ui';
import { errorMessage } from '../errors';
import { ReminderBanner } from './reminder-banner';

const ReminderDialog = lazy(() => import('./reminder-dialog'));

/**
 * Screens that deal with the confirmation themselves (the signup's complete step, the activation
 * link and its error page): a second "send again" there would only compete with theirs.
 */
const confirmationScreens = new Set(['/signup', '/complete-signup', '/activate/done', '/activate/error']);

/** A rate limit says how long to wait (in whole minutes, as the signup's complete step does). */
const failureText = (LL: TranslationFunctions, error: unknown): string => {
  const retryAfter = isApiError(error, 'rate_limited') ? error.details.retryAfter : undefined;
  if (retryAfter === undefined) return errorMessage(LL, error);
  return LL.activation.resendWait({ minutes: Math.max(1, Math.ceil(retryAfter / 60)) });
};

type Resend = ReturnType<typeof useResendActivationMail>;

const ResendButton = ({ resend, onResend }: { resend: Resend; onResend: () => void }) => {
  const { LL } = useI18nContext();
  return (
    <>
      <PlainButton variant="outline" onClick={onResend}>
        {LL.activationReminder.resend()}
      </PlainButton>
      <span role="status">
        {resend.isPending && LL.activation.resendSending()}
        {resend.isSuccess && LL.activationReminder.sent()}
        {resend.isError && failureText(LL, resend.error)}
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
  // Read as the flags change: on a first load the page query stores them after this has rendered.
  const asModal = useSyncExternalStore(pageFlagChanges.subscribe, signupCompleteReminderAsModal);
  const [modalOpen, setModalOpen] = useState(true);
  // The answer is the server's: react-query keeps it, this screen only shows it.
  const resend = useResendActivationMail();
  const { pathname } = useLocation();
  if (user.status !== 'not_confirmed' || confirmationScreens.has(pathname)) return null;

  // No pending state on the button (react-aria's would be announced by the button's id, which
  // outlives the reminder when it goes away on the next screen): a press while sending waits.
  const onResend = () => {
    if (resend.isPending) return;
    resend.mutate();
  };
  const text = LL.activationReminder.text({ email: user.email });

  if (isSmartphone && asModal) {
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
    <ReminderBanner
      tone="warning"
      title={LL.activationReminder.title()}
      text={text}
      actions={<ResendButton resend={resend} onResend={onResend} />}
    />
  );
};
