import { useEffect, useState, type RefObject } from 'react';
import { useDeleteAccount } from '../../../generated/hooks/account/account';
import type { AccountDeletionResult, DeletionReason } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { holdSessionEnd, isApiError, releaseSessionEnd } from '../../api';
import { passwordLength } from '../../domain/signup-rules';
import { errorMessage } from '../errors';
import { serverFieldErrors, useCheckedFields } from '../forms';
import { Button, Form, PendingNote, TextField } from '../../ui';
import { accountFieldMessage, checkCurrentPassword, type AccountFieldCode } from './account-field-checks';
import styles from './account.module.css';

interface DeletionConfirmStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  reason: DeletionReason;
  comment: string;
  /** Moves on to the next screen, which ends the session in the app (see `holdSessionEnd`). */
  onDeleted: (result: AccountDeletionResult) => void;
  onKeep: () => void;
}

/** Step 3 of the deletion: the password proves it is the member, then the account is deleted. */
export const DeletionConfirmStep = ({
  headingRef,
  reason,
  comment,
  onDeleted,
  onKeep,
}: DeletionConfirmStepProps) => {
  const { LL } = useI18nContext();
  const deletion = useDeleteAccount();
  const [formError, setFormError] = useState<string>();
  const fields = useCheckedFields<'password', AccountFieldCode>(
    { password: '' },
    (_name, values) => checkCurrentPassword(values.password),
    { leftEmpty: 'wait' },
  );

  // The screen that follows is loaded before it is needed: once the account is gone, the session
  // ends and this members-only screen must already be on its way out (see DeleteAccountSection).
  useEffect(() => {
    void import('./account-deleted-page');
  }, []);

  const submit = async () => {
    if (deletion.isPending) return;
    setFormError(undefined);
    if (!fields.checkAll()) return;
    const trimmed = comment.trim();
    holdSessionEnd();
    try {
      const result = await deletion.mutateAsync({
        data: { reason, password: fields.values.password, ...(trimmed === '' ? {} : { comment: trimmed }) },
      });
      onDeleted(result);
    } catch (error) {
      releaseSessionEnd();
      const found = serverFieldErrors(error, ['password'] as const);
      if (isApiError(error, 'password_wrong')) fields.showServerErrors({ password: 'password_wrong' });
      else if (found.password !== undefined) fields.showServerErrors({ password: found.password });
      else setFormError(errorMessage(LL, error));
      fields.raiseErrorFocus();
    }
  };

  const code = fields.errors.password;
  return (
    <div className={styles.step}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {LL.accountDeletion.confirmStep.heading()}
      </h3>
      <p>{LL.accountDeletion.confirmStep.text()}</p>
      <Form
        aria-label={LL.accountDeletion.confirmStep.heading()}
        onSubmit={() => void submit()}
        error={formError}
        errorFocusKey={fields.errorFocusKey}
      >
        <TextField
          label={LL.form.password()}
          type="password"
          autoComplete="current-password"
          {...fields.fieldProps('password')}
          errorMessage={code === undefined ? undefined : accountFieldMessage(LL, code, passwordLength)}
        />
        <div className={styles.actions}>
          <Button type="submit">{LL.accountDeletion.confirmStep.submit()}</Button>
          <Button variant="outline" onPress={onKeep}>
            {LL.accountDeletion.keep()}
          </Button>
          <PendingNote isPending={deletion.isPending} />
        </div>
      </Form>
    </div>
  );
};
