import { useState } from 'react';
import type { AccountFieldCode } from './account-field-checks';

type Errors<Name extends string> = Partial<Record<Name, AccountFieldCode>>;

export interface CheckedFields<Name extends string> {
  values: Record<Name, string>;
  /** What each field shows: the app's own check first, else the server's answer. */
  errors: Errors<Name>;
  change: (name: Name, value: string) => void;
  blur: (name: Name) => void;
  /** Checks every field (on submit); true when all pass. */
  checkAll: () => boolean;
  setServerErrors: (errors: Errors<Name>) => void;
  /** Raised after each submit that ended with errors; the Form then focuses the first one. */
  errorFocusKey: number;
  raiseErrorFocus: () => void;
  clear: () => void;
}

type Check<Name extends string> = (name: Name, values: Record<Name, string>) => AccountFieldCode | undefined;

/**
 * The values and errors of a small form, checked on blur and on submit (spec). A field already
 * marked is checked again as the member types, so the message goes as soon as it is fixed; a
 * server's answer about a field stays until that field changes.
 */
export const useCheckedFields = <Name extends string>(
  initial: Record<Name, string>,
  check: Check<Name>,
): CheckedFields<Name> => {
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<Errors<Name>>({});
  const [serverErrors, setServerErrors] = useState<Errors<Name>>({});
  const [errorFocusKey, setErrorFocusKey] = useState(0);
  const names = Object.keys(initial) as Name[];

  const recheckMarked = (next: Record<Name, string>) => {
    setClientErrors((current) => {
      const rechecked: Errors<Name> = {};
      for (const name of names) {
        if (current[name] !== undefined) rechecked[name] = check(name, next);
      }
      return rechecked;
    });
  };

  const errors: Errors<Name> = {};
  for (const name of names) {
    const code = clientErrors[name] ?? serverErrors[name];
    if (code !== undefined) errors[name] = code;
  }

  return {
    values,
    errors,
    change: (name, value) => {
      const next = { ...values, [name]: value };
      setValues(next);
      setServerErrors((current) => ({ ...current, [name]: undefined }));
      recheckMarked(next);
    },
    blur: (name) => {
      // An untouched empty field is not scolded for being left; submit will say it is needed.
      if (values[name] === '') return;
      setClientErrors((current) => ({ ...current, [name]: check(name, values) }));
    },
    checkAll: () => {
      const found: Errors<Name> = {};
      for (const name of names) found[name] = check(name, values);
      setClientErrors(found);
      return names.every((name) => found[name] === undefined);
    },
    setServerErrors,
    errorFocusKey,
    raiseErrorFocus: () => {
      setErrorFocusKey((key) => key + 1);
    },
    clear: () => {
      setValues(initial);
      setClientErrors({});
      setServerErrors({});
    },
  };
};
