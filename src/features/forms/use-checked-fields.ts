import { useCallback, useState } from 'react';
import { afterSubmitPress } from './after-submit-press';
import type { FieldCode } from './field-error-message';
import type { FieldErrors } from './field-errors';

export interface FieldChecksOptions<Name extends string, Values, Code extends string> {
  /** Every field of the form; the submit checks them all. */
  names: readonly Name[];
  /** One field's error under the form's rules, or undefined when it is fine. */
  check: (name: Name, values: Values) => NoInfer<Code> | undefined;
  /**
   * Given, a field it calls empty is not checked when left: passing by a field is no mistake, and
   * the submit says it is needed. Left out, leaving any field checks it (the login's way).
   */
  isEmpty?: (name: Name, values: Values) => boolean;
}

export interface FieldChecks<Name extends string, Values, Code extends string = FieldCode> {
  /** What each field shows: the app's own check first, else the server's answer. */
  errors: FieldErrors<Name, Code>;
  /** A field's value changed to what `values` holds now. */
  changed: (name: Name, values: Values) => void;
  /** A field lost focus: it is checked. True when it was checked and passes. */
  left: (name: Name, values: Values) => boolean;
  /**
   * The submit: every field is checked; when one fails, the focus goes to the first error.
   * True when all pass.
   */
  checkAll: (values: Values) => boolean;
  /** The server's answer about fields, shown at them until each one changes. */
  showServerErrors: (errors: FieldErrors<Name, Code>) => void;
  /** For the Form: raised after each submit that ended in errors, so it focuses the first one. */
  errorFocusKey: number;
  /** A request failed: the focus goes to the first error, or to the Form's own message. */
  raiseErrorFocus: () => void;
  clear: () => void;
}

/**
 * The spec's checking rhythm for a form whose values live elsewhere (the signup keeps them in its
 * progress): a field is checked when it loses focus and every field on submit. An error already
 * shown is checked again while the member types, in any field (a repetition depends on the
 * password), so it follows the value and goes as soon as the value is right; no new error appears
 * mid-typing. A server's answer about a field stays until that field changes or the next submit.
 */
export const useFieldChecks = <Name extends string, Values, Code extends string = FieldCode>({
  names,
  check,
  isEmpty,
}: FieldChecksOptions<Name, Values, Code>): FieldChecks<Name, Values, Code> => {
  const [checked, setChecked] = useState<FieldErrors<Name, Code>>({});
  const [answered, setAnswered] = useState<FieldErrors<Name, Code>>({});
  const [errorFocusKey, setErrorFocusKey] = useState(0);

  const errors: FieldErrors<Name, Code> = {};
  for (const name of names) {
    const code = checked[name] ?? answered[name];
    if (code !== undefined) errors[name] = code;
  }

  // Stable, so a callback of the form's own (an answer that comes later) can depend on them.
  const raiseErrorFocus = useCallback(() => {
    setErrorFocusKey((key) => key + 1);
  }, []);
  const showServerErrors = useCallback((found: FieldErrors<Name, Code>) => {
    setAnswered((current) => ({ ...current, ...found }));
  }, []);

  return {
    errors,
    changed: (name, values) => {
      setAnswered((current) => ({ ...current, [name]: undefined }));
      setChecked((current) => {
        const rechecked: FieldErrors<Name, Code> = {};
        for (const shown of names) {
          if (current[shown] !== undefined) rechecked[shown] = check(shown, values);
        }
        return rechecked;
      });
    },
    left: (name, values) => {
      if (isEmpty?.(name, values) === true) return false;
      const code = check(name, values);
      // Left for the submit button: its message waits for the press, so the button stays put.
      afterSubmitPress(() => {
        setChecked((current) => ({ ...current, [name]: code }));
      });
      return code === undefined;
    },
    checkAll: (values) => {
      const found: FieldErrors<Name, Code> = {};
      for (const name of names) {
        const code = check(name, values);
        if (code !== undefined) found[name] = code;
      }
      setChecked(found);
      // The request that follows answers afresh; an earlier answer would only stand in its way.
      setAnswered({});
      const passed = Object.keys(found).length === 0;
      if (!passed) raiseErrorFocus();
      return passed;
    },
    showServerErrors,
    errorFocusKey,
    raiseErrorFocus,
    clear: () => {
      setChecked({});
      setAnswered({});
    },
  };
};

export interface CheckedFields<Name extends string, Code extends string = FieldCode> extends Omit<
  FieldChecks<Name, Record<Name, string>, Code>,
  'changed' | 'left' | 'checkAll'
> {
  values: Record<Name, string>;
  change: (name: Name, value: string) => void;
  blur: (name: Name) => void;
  /** The submit: true when every field passes; else the errors show and take the focus. */
  checkAll: () => boolean;
  /** A text field's value and handlers, to spread on it (its label and message are the form's). */
  fieldProps: (name: Name) => TextFieldBinding;
}

export interface TextFieldBinding {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export interface CheckedFieldsOptions {
  /**
   * What leaving an empty field does: `check` says at once that it is needed (login, password
   * reset); `wait` leaves that to the submit (settings).
   */
  leftEmpty?: 'check' | 'wait';
}

const isEmptyText = (name: string, values: Record<string, string>) => values[name] === '';

/** The same rhythm for a form of text fields whose values it keeps itself. */
export const useCheckedFields = <Name extends string, Code extends string = FieldCode>(
  initial: Record<Name, string>,
  // The codes are the form's to name (its server answers have more than its checks find).
  check: (name: Name, values: Record<Name, string>) => NoInfer<Code> | undefined,
  { leftEmpty = 'check' }: CheckedFieldsOptions = {},
): CheckedFields<Name, Code> => {
  const [values, setValues] = useState(initial);
  const { changed, left, checkAll, clear, ...checks } = useFieldChecks<Name, Record<Name, string>, Code>({
    names: Object.keys(initial) as Name[],
    check,
    isEmpty: leftEmpty === 'wait' ? isEmptyText : undefined,
  });
  const change = (name: Name, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    changed(name, next);
  };
  const blur = (name: Name) => {
    left(name, values);
  };
  return {
    ...checks,
    values,
    change,
    blur,
    checkAll: () => checkAll(values),
    fieldProps: (name) => ({
      value: values[name],
      onChange: (value) => {
        change(name, value);
      },
      onBlur: () => {
        blur(name);
      },
    }),
    clear: () => {
      setValues(initial);
      clear();
    },
  };
};
