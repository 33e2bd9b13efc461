import { useId, useMemo, useRef, type FocusEvent } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { SelectField, TextField } from '../../ui';
import styles from './account-step-date-of-birth.module.css';

export interface DateOfBirthParts {
  birthDay: string;
  birthMonth: string;
  birthYear: string;
}

interface DateOfBirthFieldProps {
  value: DateOfBirthParts;
  onChange: (change: Partial<DateOfBirthParts>) => void;
  /** Focus left the whole date (not just moved from day to month). */
  onBlur: () => void;
  errorMessage?: string;
}

const months = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

/**
 * The date of birth as three labelled fields: day, month (a list of the month names in the
 * member's language) and year, grouped under one legend with one error message.
 *
 * Why not react-aria's DateField (one field of typed segments): its half-typed segments live only
 * inside the component, so closing the modal or reloading would lose them, and the draft must keep
 * every typed value; its segments also refuse impossible dates, so 'Invalid date of birth' could
 * never be shown. Three plain fields keep exactly what was typed, read the same way in all 11
 * languages (the month by name, so day and month cannot be swapped), work with the keyboard and
 * assistive technology, and are filled by label in tests and journeys.
 */
export const DateOfBirthField = ({ value, onChange, onBlur, errorMessage }: DateOfBirthFieldProps) => {
  const { LL, locale } = useI18nContext();
  const errorId = useId();
  const legendId = useId();
  // While the month list is open, focus is in its popover (outside the group): not a blur.
  const monthListOpen = useRef(false);
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return months.map((month) => ({ id: month, label: format.format(Date.UTC(2000, Number(month) - 1, 1)) }));
  }, [locale]);
  const isInvalid = errorMessage !== undefined;
  const describedBy = isInvalid ? errorId : undefined;

  const leaveGroup = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (monthListOpen.current) return;
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onBlur();
  };

  return (
    <fieldset className={styles.group} aria-labelledby={legendId} onBlur={leaveGroup}>
      <legend id={legendId} className={styles.legend}>
        {LL.signup.dateOfBirth()}
      </legend>
      <div className={styles.parts}>
        <div className={styles.day}>
          <TextField
            label={LL.signup.day()}
            value={value.birthDay}
            onChange={(birthDay) => {
              onChange({ birthDay });
            }}
            inputMode="numeric"
            autoComplete="bday-day"
            isInvalid={isInvalid}
            aria-describedby={describedBy}
          />
        </div>
        <SelectField
          label={LL.signup.month()}
          items={monthNames}
          value={value.birthMonth === '' ? null : value.birthMonth}
          onChange={(birthMonth) => {
            onChange({ birthMonth });
          }}
          onOpenChange={(open) => {
            monthListOpen.current = open;
          }}
          placeholder={LL.signup.chooseMonth()}
          isInvalid={isInvalid}
          aria-describedby={describedBy}
          autoComplete="bday-month"
        />
        <div className={styles.year}>
          <TextField
            label={LL.signup.year()}
            value={value.birthYear}
            onChange={(birthYear) => {
              onChange({ birthYear });
            }}
            inputMode="numeric"
            autoComplete="bday-year"
            isInvalid={isInvalid}
            aria-describedby={describedBy}
          />
        </div>
      </div>
      {isInvalid && (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      )}
    </fieldset>
  );
};
