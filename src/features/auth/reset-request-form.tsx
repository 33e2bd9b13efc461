import { useEffect, useRef, useState } from 'react';
import { useRequestPasswordReset } from '../../../generated/hooks/account/account';
import { useI18nContext } from '../../../locales/i18n-react';
import { checkEmail } from '../../domain/signup-rules';
import { Alert, Button, Form, PendingNote, TextField } from '../../ui';
import { errorMessage } from '../errors';
import { fieldErrorMessage, hasFieldErrors, serverFieldErrors } from '../forms';
import styles from './auth-screen.module.css';
import { resetLinkValidHours } from './reset-token';
import { useCheckedForm } from './use-checked-form';

interface ResetRequestFormProps {
  initialEmail: string;
  labelledBy: string;
}

const emailRules = (values: Record<'email', string>) => ({ email: checkEmail(values.email) });

/**
 * Spec §8 Password reset: e-mails a reset link. An unknown address and the daily limit are told
 * in the spec's words; the address stays in the field so the member can correct it.
 */
export const ResetRequestForm = ({ initialEmail, labelledBy }: ResetRequestFormProps) => {
  const { LL } = useI18nContext();
  const form = useCheckedForm({ email: initialEmail }, emailRules);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [errorFocusKey, setErrorFocusKey] = useState(0);
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
    if (hasFieldErrors(form.checkAll())) {
      setErrorFocusKey((key) => key + 1);
      return;
    }
    const email = form.values.email.trim();
    request.mutate(
      { data: { email } },
      {
        onSuccess: () => {
          setSentTo(email);
        },
        onError: (error) => {
          form.showErrors(serverFieldErrors(error, ['email']));
          setFailure({ error });
          setErrorFocusKey((key) => key + 1);
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

  const { email: emailError } = form.errors;
  return (
    <Form
      aria-labelledby={labelledBy}
      onSubmit={submit}
      error={failure === undefined ? undefined : errorMessage(LL, failure.error)}
      errorFocusKey={errorFocusKey}
    >
      <TextField
        label={LL.form.email()}
        name="email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(value) => {
          form.setValue('email', value);
        }}
        onBlur={() => {
          form.blur('email');
        }}
        errorMessage={emailError === undefined ? undefined : fieldErrorMessage(LL, emailError)}
      />
      <div className={styles.actions}>
        <Button type="submit">{LL.passwordReset.submit()}</Button>
        <PendingNote isPending={request.isPending} />
      </div>
    </Form>
  );
};
