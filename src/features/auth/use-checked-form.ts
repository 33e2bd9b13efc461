import { useState } from 'react';
import type { FieldErrors } from '../forms';

export type FieldRules<Name extends string> = (values: Record<Name, string>) => FieldErrors<Name>;

/** Keeps only the codes of fields that already show an error, re-checked against new values. */
const recheckShown = <Name extends string>(
  shown: FieldErrors<Name>,
  found: FieldErrors<Name>,
): FieldErrors<Name> => {
  const next: FieldErrors<Name> = {};
  for (const name of Object.keys(shown) as Name[]) {
    if (shown[name] !== undefined) next[name] = found[name];
  }
  return next;
};

/**
 * The values of a form with the spec's checking rhythm: a field is checked when it loses focus
 * and every field on submit. An error already shown is checked again while the member types, so
 * it goes away as soon as the value is right (and no new error appears mid-typing).
 */
export const useCheckedForm = <Name extends string>(
  initial: Record<Name, string>,
  rules: FieldRules<Name>,
) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});

  const setValue = (name: Name, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setErrors((shown) => recheckShown(shown, rules(next)));
  };

  const blur = (name: Name) => {
    const code = rules(values)[name];
    setErrors((shown) => ({ ...shown, [name]: code }));
  };

  /** Checks every field, shows what it found and returns it. */
  const checkAll = (): FieldErrors<Name> => {
    const found = rules(values);
    setErrors(found);
    return found;
  };

  return { values, errors, setValue, blur, checkAll, showErrors: setErrors };
};
