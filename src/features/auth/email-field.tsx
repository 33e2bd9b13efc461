import { useI18nContext } from '../../../locales/i18n-react';
import { TextField } from '../../ui';
import { fieldErrorMessage, type CheckedFields } from '../forms';

interface EmailFieldProps<Name extends string> {
  /** The form the address belongs to, with an `email` field. */
  fields: CheckedFields<Name | 'email'>;
}

/** The member's e-mail address, as the login and the password reset ask for it. */
export const EmailField = <Name extends string>({ fields }: EmailFieldProps<Name>) => {
  const { LL } = useI18nContext();
  const code = fields.errors.email;
  return (
    <TextField
      label={LL.form.email()}
      name="email"
      type="email"
      autoComplete="email"
      {...fields.fieldProps('email')}
      errorMessage={code === undefined ? undefined : fieldErrorMessage(LL, code)}
    />
  );
};
