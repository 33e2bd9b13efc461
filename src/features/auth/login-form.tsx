import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { usePostUser } from '../../../generated/hooks/account/account';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError, startSession } from '../../api';
import { passwordLength } from '../../domain/signup-rules';
import { Button, Form, TextField, TextLink } from '../../ui';
import { errorMessage } from '../errors';
import {
  fieldErrorMessage,
  serverFieldErrors,
  SubmitProgress,
  useCheckedFields,
  useStoppableRequest,
} from '../forms';
import { useSignupEntry } from '../signup-entry';
import styles from './auth-screen.module.css';
import { EmailField } from './email-field';
import { checkLoginField, loginFields } from './login-rules';
import { ReactivationOffer } from './reactivation-offer';
import { ShowPasswordCheckbox } from './show-password-checkbox';

interface LoginFormProps {
  /** The address to start with (handed over by signup when the address has an account). */
  initialEmail: string;
  /** The id of the screen's heading, which names the form. */
  labelledBy: string;
}

/**
 * Spec §4, §8 Login. On success the session starts and the access gate moves the member on (to
 * `next`, else the members area); this form never navigates itself. A refusal keeps everything
 * typed. An account pending deletion (right password) gets the reactivation offer instead.
 */
export const LoginForm = ({ initialEmail, labelledBy }: LoginFormProps) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const { openSignup } = useSignupEntry();
  const form = useCheckedFields({ email: initialEmail, password: '' }, checkLoginField);
  const [revealed, setRevealed] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  /** The address whose account is pending deletion, once the login met one. */
  const [pendingDeletion, setPendingDeletion] = useState<string>();
  const offerRef = useRef<HTMLDivElement>(null);
  // Stop (shown once the login waits long) aborts the attempt; it is never re-sent by itself.
  const stoppable = useStoppableRequest();
  const login = usePostUser({ request: stoppable.request });

  // The offer replaces an error message: focus goes there so it is read out and reachable.
  useEffect(() => {
    if (pendingDeletion !== undefined) offerRef.current?.focus();
  }, [pendingDeletion]);

  const failed = (error: unknown) => {
    form.showServerErrors(serverFieldErrors(error, loginFields));
    setFailure({ error });
    form.raiseErrorFocus();
  };

  const submit = () => {
    // One request at a time; a second Enter while it runs is ignored.
    if (login.isPending) return;
    setFailure(undefined);
    setPendingDeletion(undefined);
    if (!form.checkAll()) return;
    const email = form.values.email.trim();
    login.mutate(
      { data: { email, password: form.values.password } },
      {
        onSuccess: (answer) => {
          if ('user' in answer) startSession(queryClient, answer.user);
          else failed(answer);
        },
        onError: (error) => {
          if (stoppable.isStop(error)) return;
          if (isApiError(error, 'account_pending_deletion')) setPendingDeletion(email);
          else failed(error);
        },
      },
    );
  };

  const { values, errors } = form;
  return (
    <>
      {pendingDeletion !== undefined && (
        <div ref={offerRef} tabIndex={-1} className={styles.focusTarget}>
          <ReactivationOffer email={pendingDeletion} />
        </div>
      )}
      <Form
        aria-labelledby={labelledBy}
        onSubmit={submit}
        error={failure === undefined ? undefined : errorMessage(LL, failure.error)}
        errorFocusKey={form.errorFocusKey}
      >
        <EmailField fields={form} />
        <TextField
          label={LL.form.password()}
          name="password"
          type={revealed ? 'text' : 'password'}
          autoComplete="current-password"
          {...form.fieldProps('password')}
          errorMessage={
            errors.password === undefined
              ? undefined
              : fieldErrorMessage(LL, errors.password, { max: passwordLength.max })
          }
        />
        <ShowPasswordCheckbox label={LL.form.showPassword()} isSelected={revealed} onChange={setRevealed} />
        <div className={styles.actions}>
          <Button type="submit">{LL.login.submit()}</Button>
          <SubmitProgress isPending={login.isPending} stoppable={stoppable} />
          <TextLink href="/reset-password" routerOptions={{ state: { email: values.email.trim() } }}>
            {LL.login.forgotPassword()}
          </TextLink>
        </div>
      </Form>
      <div className={styles.aside}>
        <span>{LL.login.noAccount()}</span>
        <Button variant="outline" onPress={openSignup}>
          {LL.login.signup()}
        </Button>
      </div>
    </>
  );
};
