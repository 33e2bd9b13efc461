import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCompletePasswordReset } from '../../../generated/hooks/account/account';
import { useI18nContext } from '../../../locales/i18n-react';
import { startSession } from '../../api';
import { passwordLength } from '../../domain/signup-rules';
import { Button, Form, PendingNote, TextField } from '../../ui';
import { errorMessage } from '../errors';
import {
  arrivalState,
  fieldErrorMessage,
  hasFieldErrors,
  serverFieldErrors,
  useCheckedFields,
  type FieldCode,
} from '../forms';
import styles from './auth-screen.module.css';
import { checkNewPasswordField, newPasswordFields } from './new-password-rules';
import { isLinkRefusal } from './reset-token';
import { ShowPasswordCheckbox } from './show-password-checkbox';

interface NewPasswordFormProps {
  token: string;
  /** The account's address, shown so the member knows whose password changes. */
  email: string;
  labelledBy: string;
  /** The link turned out to be used or expired while the form was open. */
  onLinkInvalid: () => void;
  /** The new password was saved: the link is used up from now on. */
  onSaved: () => void;
}

/**
 * Spec §5, §8 Password reset: the new password twice. Saving it logs the member in (the server
 * starts a session), so the screen goes on to the members area, replacing the used link, where a
 * notice says that the password was changed.
 */
export const NewPasswordForm = ({
  token,
  email,
  labelledBy,
  onLinkInvalid,
  onSaved,
}: NewPasswordFormProps) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useCheckedFields({ password: '', password_confirmation: '' }, checkNewPasswordField);
  const [revealed, setRevealed] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const complete = useCompletePasswordReset();

  const submit = () => {
    // One request at a time; a second Enter while it runs is ignored.
    if (complete.isPending) return;
    setFailure(undefined);
    if (!form.checkAll()) return;
    complete.mutate(
      { data: { token, ...form.values } },
      {
        onSuccess: ({ user }) => {
          onSaved();
          startSession(queryClient, user);
          // The form is gone once the members area shows, so that screen says what happened.
          void navigate('/members', { replace: true, state: arrivalState('passwordChanged') });
        },
        onError: (error) => {
          if (isLinkRefusal(error)) {
            onLinkInvalid();
            return;
          }
          const fields = serverFieldErrors(error, newPasswordFields);
          form.showServerErrors(fields);
          // A refusal tied to a field is told at the field; anything else above the form.
          if (!hasFieldErrors(fields)) setFailure({ error });
          form.raiseErrorFocus();
        },
      },
    );
  };

  const message = (code: FieldCode | undefined) =>
    code === undefined ? undefined : fieldErrorMessage(LL, code, passwordLength);
  const { errors } = form;
  const type = revealed ? 'text' : 'password';
  return (
    <Form
      aria-labelledby={labelledBy}
      onSubmit={submit}
      error={failure === undefined ? undefined : errorMessage(LL, failure.error)}
      errorFocusKey={form.errorFocusKey}
    >
      <p>{LL.passwordReset.forAccount({ email })}</p>
      <TextField
        label={LL.passwordReset.newPassword()}
        name="password"
        type={type}
        autoComplete="new-password"
        description={LL.passwordReset.newPasswordHint({ min: passwordLength.min })}
        {...form.fieldProps('password')}
        errorMessage={message(errors.password)}
      />
      <TextField
        label={LL.passwordReset.confirmPassword()}
        name="password_confirmation"
        type={type}
        autoComplete="new-password"
        {...form.fieldProps('password_confirmation')}
        errorMessage={message(errors.password_confirmation)}
      />
      <ShowPasswordCheckbox
        label={LL.passwordReset.showPasswords()}
        isSelected={revealed}
        onChange={setRevealed}
      />
      <div className={styles.actions}>
        <Button type="submit">{LL.passwordReset.save()}</Button>
        <PendingNote isPending={complete.isPending} />
      </div>
    </Form>
  );
};
