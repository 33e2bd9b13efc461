import { useEffect, useRef, useState } from 'react';
import type { ComplaintCreated } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import { ApiError, NetworkError } from '../../api';
import { emailMaxLength } from '../../domain/signup-rules';
import { Button, Form, SelectField, TextAreaField, TextField } from '../../ui';
import { errorMessage } from '../errors';
import {
  SubmitProgress,
  fieldErrorMessage,
  serverFieldErrors,
  useFieldChecks,
  type FieldLimits,
} from '../forms';
import {
  checkComplaintField,
  complaintFields,
  complaintMessageMaxLength,
  complaintNameMaxLength,
  complaintRequestOf,
  complaintSubjects,
  isComplaintSubject,
  isEmptyComplaintField,
  sentLength,
  type ComplaintField,
  type ComplaintFieldCode,
  type ComplaintValues,
} from './complaint-rules';
import { useSendComplaint } from './use-send-complaint';
import styles from './complaints.module.css';

export interface ComplaintFormProps {
  /** What the fields start with: a member's name and address, a profile from the link. */
  initial: ComplaintValues;
  labelledBy: string;
  onSent: (answer: ComplaintCreated, email: string) => void;
}

const hourInMinutes = 60;

/** A refusal or failure of the whole request, in the member's language. */
const failureText = (LL: TranslationFunctions, error: unknown): string => {
  if (error instanceof NetworkError || (error instanceof ApiError && error.status >= 500))
    return LL.complaints.failed();
  if (error instanceof ApiError && error.code === 'rate_limited') {
    const seconds = error.details.retryAfter;
    const minutes = seconds === undefined ? hourInMinutes : Math.max(1, Math.ceil(seconds / 60));
    return LL.complaints.tooMany({ minutes });
  }
  return errorMessage(LL, error);
};

/** The field's message: the form's own words where a general one would not say enough. */
const messageOf = (
  LL: TranslationFunctions,
  name: ComplaintField,
  code: ComplaintFieldCode,
  values: ComplaintValues,
): string => {
  const t = LL.complaints;
  if (code === 'unknown_profile') return t.profileUnknown();
  // A text the server found too short was empty once its spaces were taken away.
  const general = (limits: FieldLimits = {}) =>
    fieldErrorMessage(LL, code === 'too_short' ? 'required' : code, limits);
  switch (name) {
    case 'subject':
      return code === 'required' ? t.subjectRequired() : fieldErrorMessage(LL, 'invalid');
    case 'profile':
      return t.profileInvalid();
    case 'message': {
      const over = sentLength(values.message) - complaintMessageMaxLength;
      return code === 'too_long' && over > 0
        ? t.messageTooLong({ over, max: complaintMessageMaxLength })
        : general({ max: complaintMessageMaxLength });
    }
    case 'name':
      return general({ max: complaintNameMaxLength });
    case 'email':
      return general({ max: emailMaxLength });
  }
};

/**
 * The contract's complaint (spec §2 complaints): name, e-mail, subject, an optional profile and the
 * complaint itself. Checked as the contract states before sending, then the server's answer about
 * fields shown at them. Everything typed stays until the complaint is filed: a refusal, a failure or
 * a lost answer keeps the form as it was, and sending again files nothing twice.
 */
export const ComplaintForm = ({ initial, labelledBy, onSent }: ComplaintFormProps) => {
  const { LL } = useI18nContext();
  const t = LL.complaints;
  const [values, setValues] = useState<ComplaintValues>(initial);
  const [formError, setFormError] = useState<string>();
  const [stopped, setStopped] = useState(0);
  const actionsRef = useRef<HTMLDivElement>(null);
  const sending = useSendComplaint();
  const checks = useFieldChecks<ComplaintField, ComplaintValues, ComplaintFieldCode>({
    names: complaintFields,
    check: checkComplaintField,
    isEmpty: isEmptyComplaintField,
  });

  const change = <Name extends ComplaintField>(name: Name, value: ComplaintValues[Name]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    checks.changed(name, next);
  };

  const message = (name: ComplaintField): string | undefined => {
    const code = checks.errors[name];
    return code === undefined ? undefined : messageOf(LL, name, code, values);
  };

  const textProps = (name: Exclude<ComplaintField, 'subject'>) => ({
    value: values[name],
    onChange: (value: string) => {
      change(name, value);
    },
    onBlur: () => {
      checks.left(name, values);
    },
    errorMessage: message(name),
  });

  const submit = async () => {
    if (sending.isPending) return;
    setFormError(undefined);
    if (!checks.checkAll(values) || values.subject === undefined) return;
    const body = complaintRequestOf(values, values.subject);
    const outcome = await sending.send(body);
    switch (outcome.kind) {
      case 'busy':
        return;
      case 'stopped':
        setStopped((count) => count + 1);
        return;
      case 'sent':
        onSent(outcome.answer, body.email);
        return;
      case 'failed': {
        const { error } = outcome;
        if (error instanceof ApiError && error.code === 'not_found') {
          checks.showServerErrors({ profile: 'unknown_profile' });
        } else {
          const fields = serverFieldErrors(error, [
            'name',
            'email',
            'subject',
            'message',
            'profile_id',
          ] as const);
          const { profile_id: profile, ...others } = fields;
          const found = { ...others, profile };
          checks.showServerErrors(found);
          if (Object.values(found).every((code) => code === undefined)) setFormError(failureText(LL, error));
        }
        checks.raiseErrorFocus();
      }
    }
  };

  // Stop takes the Stop button away while the submit button is still disabled: once it is
  // usable again the focus goes back to it, still on the form.
  useEffect(() => {
    if (sending.isPending || stopped === 0) return;
    actionsRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }, [sending.isPending, stopped]);

  return (
    <Form
      aria-labelledby={labelledBy}
      onSubmit={() => void submit()}
      error={formError}
      errorFocusKey={checks.errorFocusKey}
    >
      <p className={styles.hint}>{t.required()}</p>
      <div className={styles.pair}>
        <TextField label={t.name()} autoComplete="name" {...textProps('name')} />
        <TextField
          label={t.email()}
          type="email"
          autoComplete="email"
          description={t.emailHint()}
          {...textProps('email')}
        />
      </div>
      <SelectField
        label={t.subject()}
        placeholder={t.subjectChoose()}
        items={complaintSubjects.map((subject) => ({ id: subject, label: t.subjects[subject]() }))}
        value={values.subject ?? null}
        onChange={(id) => {
          if (isComplaintSubject(id)) change('subject', id);
        }}
        errorMessage={message('subject')}
      />
      <TextField
        label={t.profile()}
        inputMode="numeric"
        description={t.profileHint()}
        {...textProps('profile')}
      />
      <TextAreaField
        label={t.message()}
        rows={8}
        description={`${t.messageHint()} ${LL.form.characterCount({
          count: sentLength(values.message),
          max: complaintMessageMaxLength,
        })}`}
        {...textProps('message')}
      />
      <div ref={actionsRef} className={styles.actions}>
        {/* Disabled rather than `isPending`: react-aria's pending announcement dangles once the form is gone. */}
        <Button type="submit" isDisabled={sending.isPending}>
          {t.send()}
        </Button>
        <SubmitProgress isPending={sending.isPending} stoppable={sending.stoppable} />
      </div>
    </Form>
  );
};
