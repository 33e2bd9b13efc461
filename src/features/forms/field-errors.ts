import type { FieldErrorCode } from '../../../generated/model';
import { ApiError } from '../../api';
import type { FieldCode } from './field-error-message';

/** One code at most per field; a form with codes of its own names them in `Code`. */
export type FieldErrors<Name extends string, Code extends string = FieldCode> = Partial<Record<Name, Code>>;

/**
 * The server's field errors (`error.fields` of a 400 `validation`) for the fields this form has;
 * a code for a field the form does not show is left to the form's general message.
 */
export const serverFieldErrors = <Name extends string>(
  error: unknown,
  names: readonly Name[],
): FieldErrors<Name> => {
  if (!(error instanceof ApiError)) return {};
  const found: FieldErrors<Name> = {};
  for (const name of names) {
    const code: FieldErrorCode | undefined = error.fields[name];
    if (code !== undefined) found[name] = code;
  }
  return found;
};

export const hasFieldErrors = (errors: Partial<Record<string, string>>): boolean =>
  Object.values(errors).some((code) => code !== undefined);
