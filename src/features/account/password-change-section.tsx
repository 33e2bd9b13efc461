import { useEffect, useRef, useState } from 'react';
import { useChangePassword } from '../../../generated/hooks/account/account';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError } from '../../api';
import { passwordLength } from '../../domain/signup-rules';
import { errorMessage } from '../errors';
import { serverFieldErrors, useCheckedFields } from '../forms';
import { Alert, Button, Form, PendingNote, TextField } from '../../ui';
import {
  accountFieldMessage,
  checkCurrentPassword,
  checkNewPassword,
  checkRepeatedPassword,
  type AccountFieldCode,
} from './account-field-checks';
import styles from './account.module.css';

type PasswordField = 'oldPassword' | 'newPassword' | 'repeatPassword';

/** Spec §2 settings, §5: the old password must be right ("Check old password error"). */
export const PasswordChangeSection = () => {
  const { LL } = useI18nContext();
  const passwordChange = useChangePassword();
  const [formError, setFormError] = useState<string>();
  const [changed, setChanged] = useState(false);
  const changedRef = useRef<HTMLDivElement>(null);
  const fields = useCheckedFields<PasswordField, AccountFieldCode>(
    { oldPassword: '', newPassword: '', repeatPassword: '' },
    (name, values) => {
      if (name === 'oldPassword') return checkCurrentPassword(values.oldPassword);
      if (name === 'newPassword') return checkNewPassword(values.newPassword);
      return checkRepeatedPassword(values.repeatPassword, values.newPassword);
    },
    { leftEmpty: 'wait' },
  );

  useEffect(() => {
    if (changed) changedRef.current?.focus();
  }, [changed]);

  const submit = async () => {
    if (passwordChange.isPending) return;
    setFormError(undefined);
    setChanged(false);
    if (!fields.checkAll()) return;
    try {
      await passwordChange.mutateAsync({
        data: { old_password: fields.values.oldPassword, new_password: fields.values.newPassword },
      });
      fields.clear();
      setChanged(true);
    } catch (error) {
      if (isApiError(error, 'old_password_wrong')) {
        fields.showServerErrors({ oldPassword: 'old_password_wrong' });
      } else {
        const found = serverFieldErrors(error, ['old_password', 'new_password'] as const);
        if (found.old_password !== undefined || found.new_password !== undefined) {
          fields.showServerErrors({ oldPassword: found.old_password, newPassword: found.new_password });
        } else setFormError(errorMessage(LL, error));
      }
      fields.raiseErrorFocus();
    }
  };

  const message = (name: PasswordField) => {
    const code = fields.errors[name];
    return code === undefined ? undefined : accountFieldMessage(LL, code, passwordLength);
  };
  const field = (name: PasswordField) => ({
    type: 'password' as const,
    ...fields.fieldProps(name),
    errorMessage: message(name),
  });

  return (
    <section aria-labelledby="password-change-heading" className={styles.section}>
      <h2 id="password-change-heading">{LL.account.passwordChange.heading()}</h2>
      {changed && (
        <div ref={changedRef} tabIndex={-1} className={styles.notice}>
          <Alert tone="success">{LL.account.passwordChange.changed()}</Alert>
        </div>
      )}
      <Form
        aria-labelledby="password-change-heading"
        onSubmit={() => void submit()}
        error={formError}
        errorFocusKey={fields.errorFocusKey}
      >
        <TextField
          label={LL.account.passwordChange.oldPassword()}
          autoComplete="current-password"
          {...field('oldPassword')}
        />
        <TextField
          label={LL.account.passwordChange.newPassword()}
          autoComplete="new-password"
          description={LL.account.passwordChange.newPasswordHint({ min: passwordLength.min })}
          {...field('newPassword')}
        />
        <TextField
          label={LL.account.passwordChange.repeatPassword()}
          autoComplete="new-password"
          {...field('repeatPassword')}
        />
        <div className={styles.actions}>
          <Button type="submit">{LL.account.passwordChange.submit()}</Button>
          <PendingNote isPending={passwordChange.isPending} />
        </div>
      </Form>
    </section>
  );
};
