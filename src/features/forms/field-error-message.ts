import type { FieldErrorCode } from '../../../generated/model';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import type { SignupFieldError } from '../../domain/signup-rules';
import { minimumAge } from '../../domain/limits';

export type FieldCode = FieldErrorCode | SignupFieldError;

/** The limits a field's message may need; each form passes its field's own. */
export interface FieldLimits {
  min?: number;
  max?: number;
}

/**
 * The member-facing text of a field error, the same whether the app's own check found it or the
 * server answered it in `error.fields`. Spec §5 texts are used word for word in English.
 */
export const fieldErrorMessage = (
  LL: TranslationFunctions,
  code: FieldCode,
  limits: FieldLimits = {},
): string => {
  switch (code) {
    case 'required':
      return LL.form.required();
    case 'too_short':
      return limits.min === undefined ? LL.form.invalid() : LL.form.tooShort({ min: limits.min });
    case 'too_long':
      return limits.max === undefined ? LL.form.invalid() : LL.form.tooLong({ max: limits.max });
    case 'invalid_email':
      return LL.form.invalidEmail();
    case 'invalid_date':
      return LL.form.invalidDateOfBirth();
    case 'too_young':
      return LL.form.tooYoung({ minAge: minimumAge });
    case 'username_equals_email':
      return LL.form.usernameEqualsEmail();
    case 'username_starts_with_at':
      return LL.form.usernameStartsWithAt();
    case 'email_taken':
      return LL.form.emailTaken();
    case 'passwords_differ':
      return LL.form.passwordsDiffer();
    case 'not_allowed':
      return LL.form.notAllowed();
    case 'file_too_large':
      return LL.form.fileTooLarge();
    case 'unsupported_file_type':
      return LL.form.unsupportedFileType();
    case 'invalid':
      return LL.form.invalid();
  }
};
