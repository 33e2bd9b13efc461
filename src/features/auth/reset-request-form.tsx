import { useEffect, useRef, useState } from 'react';
import { useRequestPasswordReset } from '../../../generated/hooks/account/account';
import { useI18nContext } from '../../../locales/i18n-react';
import { checkEmail } from '../../domain/signup-rules';
import { Alert, Button, Form, PendingNote } from '../../ui';
import { errorMessage } from '../errors';
import { serverFieldErrors, useCheckedFields } from '../forms';
import styles from './auth-screen.module.css';
import { EmailField } from './email-field';
import { resetLinkValidHours } from '../../domain/mail-links';

interface ResetRequestFormProps {
  initialEmail: string;
  labelledBy: string;
}

const checkAddress = (_name: 'email', values: Record<'email', string>) => checkEmail(values.email);

/**
 * Spec §8 Password reset: e-mails a reset link. An unknown address and the daily limit are told
 * in the spec's words; the address stays in the field so the member can correct it.
 */
export const ResetRequestForm = ({ initialEmail, labelledBy }: ResetRequestFormProps) => {
  const { LL } = useI18nContext();
  const form = useCheckedFields({ email: initialEmail }, checkAddress);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [sentTo, setSentTo] = useState<string>();
  const sentRef = useRef<HTMLDivElement>(null);
  const request = useRequestPasswordReset();

  useEffect(() => {
    if (sentTo !== undefined) sentRef.current?.focus();
  }, [sentTo]);

  const submit = () => {
    // One request at a time; a second Enter while it runs is ignored.
    if (request.isPending) return;
    setFailure(undefined);
    if (!form.checkAll()) return;
    const email = form.values.email.trim();
    request.mutate(
      { data: { email } },
      {
        onSuccess: () => {
          setSentTo(email);
        },
        onError: (error) => {
          form.showServerErrors(serverFieldErrors(error, ['email']));
          setFailure({ error });
          form.raiseErrorFocus();
        },
      },
    );
  };

  if (sentTo !== undefined) {
    return (
      <div ref={sentRef} tabIndex={-1} className={styles.focusTarget}>
        <Alert tone="success">{LL.passwordReset.sent({ email: sentTo, hours: resetLinkValidHours })}</Alert>
      </div>
    );
  }

  return (
    <Form
      aria-labelledby={labelledBy}
      onSubmit={submit}
      error={failure === undefined ? undefined : errorMessage(LL, failure.error)}
      errorFocusKey={form.errorFocusKey}
    >
      <EmailField fields={form} />
      <div className={styles.actions}>
        <Button type="submit">{LL.passwordReset.submit()}</Button>
        <PendingNote isPending={request.isPending} />
      </div>
    </Form>
  );
};
