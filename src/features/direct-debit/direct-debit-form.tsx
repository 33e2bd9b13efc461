import { useEffect, useRef, type ReactNode } from 'react';
import type { DirectDebitPrefill, FieldErrorCode } from '../../../generated/model';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import { useI18nContext } from '../../../locales/i18n-react';
import { directDebitTextLimits, isValidIban, type DirectDebitField } from '../../domain/direct-debit';
import { Button, Form, TextField, type TextFieldProps } from '../../ui';
import { fieldErrorMessage, SubmitProgress, type StoppableRequest } from '../forms';
import { fieldExamples } from './examples';
import type { DirectDebitFields } from './use-direct-debit-fields';
import styles from './direct-debit.module.css';

/** A field's error in the member's language; an invalid IBAN or mobile number says what is wanted. */
const fieldMessage = (
  LL: TranslationFunctions,
  name: DirectDebitField,
  code: FieldErrorCode,
  country: string,
): string => {
  if (code === 'invalid' && name === 'iban') return LL.directDebit.form.ibanInvalid();
  if (code === 'invalid' && name === 'mobile_number')
    return LL.directDebit.form.mobileInvalid({ example: fieldExamples(country).mobile });
  const limits = name === 'iban' || name === 'mobile_number' ? {} : directDebitTextLimits[name];
  return fieldErrorMessage(LL, code, limits);
};

interface DirectDebitFormProps {
  fields: DirectDebitFields;
  prefill: DirectDebitPrefill;
  /** The amount the mandate is for, written in the member's language. */
  amount: string;
  /** The payment country, whose IBAN and mobile number the hints show as examples. */
  country: string;
  onSubmit: () => void;
  isPending: boolean;
  stoppable: StoppableRequest;
  /** A refusal or failure of the last submit, above the fields. */
  error: ReactNode;
  /** The member came back from the SMS step: the focus goes to this form's heading. */
  focusHeading: boolean;
}

/**
 * The direct debit form of spec §3. Its values are the flow's (use-direct-debit-fields.ts), so
 * they outlive this form when the SMS step shows and when a request fails. The last mandate's
 * IBAN and mobile number are shown masked as hints; the member enters both again in full.
 */
export const DirectDebitForm = ({
  fields,
  prefill,
  amount,
  country,
  onSubmit,
  isPending,
  stoppable,
  error,
  focusHeading,
}: DirectDebitFormProps) => {
  const { LL } = useI18nContext();
  const t = LL.directDebit.form;
  const example = fieldExamples(country);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  const field = (name: DirectDebitField, label: string): TextFieldProps => {
    const code = fields.errors[name];
    return {
      label,
      name,
      value: fields.values[name],
      onChange: (value) => {
        fields.change(name, value);
      },
      onBlur: () => {
        fields.blur(name);
      },
      errorMessage: code === undefined ? undefined : fieldMessage(LL, name, code, country),
    };
  };

  const ibanHint = () => {
    if (isValidIban(fields.values.iban)) return <span className={styles.valid}>{t.ibanValid()}</span>;
    return prefill.iban_masked === undefined
      ? t.ibanHint({ example: example.iban })
      : t.ibanLast({ masked: prefill.iban_masked });
  };

  return (
    <section aria-labelledby="direct-debit-form" className={styles.formSection}>
      <h2 id="direct-debit-form" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {t.heading()}
      </h2>
      <p className={styles.muted}>{t.intro()}</p>
      <Form
        aria-labelledby="direct-debit-form"
        onSubmit={onSubmit}
        error={error}
        errorFocusKey={fields.errorFocusKey}
      >
        <TextField
          {...field('account_holder', t.accountHolder())}
          autoComplete="name"
          description={t.accountHolderHint()}
        />
        <TextField
          {...field('iban', t.iban())}
          autoComplete="off"
          autoCorrect="off"
          spellCheck="false"
          description={ibanHint()}
        />
        <div className={styles.pair}>
          <TextField {...field('street', t.street())} autoComplete="address-line1" />
          <TextField {...field('house_number', t.houseNumber())} />
        </div>
        <div className={`${styles.pair} ${styles.postal}`}>
          <TextField {...field('postal_code', t.postalCode())} autoComplete="postal-code" />
          <TextField {...field('city', t.city())} autoComplete="address-level2" />
        </div>
        <TextField
          {...field('mobile_number', t.mobile())}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          description={
            prefill.mobile_masked === undefined
              ? t.mobileHint({ example: example.mobile })
              : t.mobileLast({ masked: prefill.mobile_masked })
          }
        />
        <p className={styles.mandate}>{t.mandate({ amount })}</p>
        <div className={styles.actions}>
          <Button type="submit">{t.submit()}</Button>
          <SubmitProgress isPending={isPending} stoppable={stoppable} />
        </div>
      </Form>
    </section>
  );
};
