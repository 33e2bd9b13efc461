import { useImmer } from 'use-immer';
import type { DirectDebitPrefill, FieldErrorCode } from '../../../generated/model';
import {
  directDebitFieldProblem,
  directDebitFields,
  groupIban,
  ibanTypingProblem,
  normalizeIban,
  normalizeMobileNumber,
  type DirectDebitField,
} from '../../domain/direct-debit';
import { useFieldChecks, type FieldChecks } from '../forms';

export type DirectDebitValues = Record<DirectDebitField, string>;

export interface DirectDebitFields extends Omit<
  FieldChecks<DirectDebitField, DirectDebitValues, FieldErrorCode>,
  'changed' | 'left' | 'checkAll'
> {
  values: DirectDebitValues;
  change: (name: DirectDebitField, value: string) => void;
  blur: (name: DirectDebitField) => void;
  /** The submit: true when every field passes; else the errors show and take the focus. */
  checkAll: () => boolean;
  /** The form as the contract takes it: trimmed, IBAN and mobile number in their compact form. */
  request: () => DirectDebitValues;
}

/**
 * The form starts from the last mandate; the IBAN and mobile number never come back from the
 * server (only masked), so the member types both again.
 */
const initialValues = (prefill: DirectDebitPrefill): DirectDebitValues => ({
  account_holder: prefill.account_holder ?? '',
  iban: '',
  street: prefill.street ?? '',
  house_number: prefill.house_number ?? '',
  postal_code: prefill.postal_code ?? '',
  city: prefill.city ?? '',
  mobile_number: '',
});

/**
 * The values of the direct debit form and their checks (src/domain, the simulated backend's own).
 * They live above the form's steps, so nothing typed is lost while the SMS step shows, when a
 * request fails, or when a voided mandate brings the member back to the form. The IBAN is shown
 * in groups of 4 and checked as it is typed: as soon as it cannot become valid, it says so.
 */
export const useDirectDebitFields = (prefill: DirectDebitPrefill): DirectDebitFields => {
  const [values, setValues] = useImmer(() => initialValues(prefill));
  const { changed, left, checkAll, ...checks } = useFieldChecks<
    DirectDebitField,
    DirectDebitValues,
    FieldErrorCode
  >({
    names: directDebitFields,
    check: (name, current) => directDebitFieldProblem(name, current[name]),
    // Passing by an empty field is no mistake: the submit says it is needed.
    isEmpty: (name, current) => current[name].trim() === '',
  });

  const change = (name: DirectDebitField, value: string) => {
    const shown = name === 'iban' ? groupIban(value) : value;
    const next = { ...values, [name]: shown };
    setValues((draft) => {
      draft[name] = shown;
    });
    changed(name, next);
    if (name === 'iban' && ibanTypingProblem(shown) !== undefined) left(name, next);
  };

  return {
    ...checks,
    values,
    change,
    blur: (name) => {
      left(name, values);
    },
    checkAll: () => checkAll(values),
    request: () => ({
      account_holder: values.account_holder.trim(),
      iban: normalizeIban(values.iban),
      street: values.street.trim(),
      house_number: values.house_number.trim(),
      postal_code: values.postal_code.trim(),
      city: values.city.trim(),
      mobile_number: normalizeMobileNumber(values.mobile_number),
    }),
  };
};
