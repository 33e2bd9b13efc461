import { useEffect, useRef, useState } from 'react';
import { useRequestMailChange } from '../../../generated/hooks/account/account';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError } from '../../api';
import { passwordLength } from '../../domain/signup-rules';
import { errorMessage } from '../errors';
import { serverFieldErrors, useCheckedFields } from '../forms';
import { Alert, Button, Form, PendingNote, TextField } from '../../ui';
import {
  accountFieldMessage,
  checkCurrentPassword,
  checkNewEmail,
  type AccountFieldCode,
} from './account-field-checks';
import styles from './account.module.css';

interface MailChangeSectionProps {
  user: User;
  /** The new-address input's id, so the deletion offer "change my e-mail address" can go there. */
  newEmailId: string;
}

/** Spec §2 settings, §5: a new address is confirmed by a link mailed to it (route mail-change-do). */
export const MailChangeSection = ({ user, newEmailId }: MailChangeSectionProps) => {
  const { LL } = useI18nContext();
  const mailChange = useRequestMailChange();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const sentRef = useRef<HTMLDivElement>(null);
  const fields = useCheckedFields<'newEmail' | 'password', AccountFieldCode>(
    { newEmail: '', password: '' },
    (name, values) =>
      name === 'newEmail'
        ? checkNewEmail(values.newEmail, user.email)
        : checkCurrentPassword(values.password),
    { leftEmpty: 'wait' },
  );

  useEffect(() => {
    if (sentTo !== undefined) sentRef.current?.focus();
  }, [sentTo]);

  const submit = async () => {
    if (mailChange.isPending) return;
    setFormError(undefined);
    setSentTo(undefined);
    if (!fields.checkAll()) return;
    const newEmail = fields.values.newEmail.trim();
    try {
      await mailChange.mutateAsync({ data: { new_email: newEmail, password: fields.values.password } });
      fields.clear();
      setSentTo(newEmail);
    } catch (error) {
      if (isApiError(error, 'password_wrong')) fields.showServerErrors({ password: 'password_wrong' });
      else if (isApiError(error, 'email_taken')) fields.showServerErrors({ newEmail: 'email_taken' });
      else if (isApiError(error, 'rate_limited')) setFormError(LL.account.mailChange.tooManyToday());
      else {
        const found = serverFieldErrors(error, ['new_email', 'password'] as const);
        if (found.new_email !== undefined || found.password !== undefined) {
          fields.showServerErrors({ newEmail: found.new_email, password: found.password });
        } else setFormError(errorMessage(LL, error));
      }
      fields.raiseErrorFocus();
    }
  };

  const message = (name: 'newEmail' | 'password') => {
    const code = fields.errors[name];
    return code === undefined ? undefined : accountFieldMessage(LL, code, { max: passwordLength.max });
  };

  return (
    <section aria-labelledby="mail-change-heading" className={styles.section}>
      <h2 id="mail-change-heading">{LL.account.mailChange.heading()}</h2>
      <p className={styles.current}>{LL.account.mailChange.current({ email: user.email })}</p>
      {sentTo !== undefined && (
        <div ref={sentRef} tabIndex={-1} className={styles.notice}>
          <Alert tone="success">{LL.account.mailChange.sent({ email: sentTo })}</Alert>
        </div>
      )}
      <Form
        aria-labelledby="mail-change-heading"
        onSubmit={() => void submit()}
        error={formError}
        errorFocusKey={fields.errorFocusKey}
      >
        <TextField
          id={newEmailId}
          label={LL.account.mailChange.newEmail()}
          type="email"
          autoComplete="email"
          {...fields.fieldProps('newEmail')}
          errorMessage={message('newEmail')}
        />
        <TextField
          label={LL.account.currentPassword()}
          type="password"
          autoComplete="current-password"
          description={LL.account.mailChange.passwordHint()}
          {...fields.fieldProps('password')}
          errorMessage={message('password')}
        />
        <div className={styles.actions}>
          <Button type="submit">{LL.account.mailChange.submit()}</Button>
          <PendingNote isPending={mailChange.isPending} />
        </div>
      </Form>
    </section>
  );
};
