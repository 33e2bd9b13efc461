import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  FieldError,
  Label,
  RadioButton,
  RadioField,
  RadioGroup,
} from 'react-aria-components';
import { getGetChatsQueryKey } from '../../../generated/hooks/chat/chat';
import { getGetLikesQueryKey, getGetSwipeCandidatesQueryKey } from '../../../generated/hooks/likes/likes';
import {
  getGetBlockedMembersQueryKey,
  getGetMemberQueryKey,
  getGetRelatedProfilesQueryKey,
  getSearchMembersQueryKey,
} from '../../../generated/hooks/members/members';
import type { ReportCreated, ReportRequest } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { TranslationFunctions } from '../../../locales/i18n-types';
import { ApiError, NetworkError, api, needsNewIdempotencyKey, toApiError } from '../../api';
import {
  checkReportDetails,
  isReportReason,
  reportDetailsMaxLength,
  reportReasons,
  sentReportDetails,
  type ReportReason,
} from '../../domain/report-rules';
import { contractLength } from '../../domain/text-length';
import { errorMessage } from '../errors';
import {
  SubmitProgress,
  fieldErrorMessage,
  serverFieldErrors,
  useFieldChecks,
  useStoppableRequest,
  type FieldCode,
} from '../forms';
import { Alert, Button, Form, Modal, TextAreaField } from '../../ui';
import styles from './report-member-dialog.module.css';

export interface ReportMemberDialogProps {
  /** The reported member; the name is shown as text only, never as HTML. */
  member: { id: number; name: string };
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** A report was filed (not when an earlier one was still open): the contract's answer. */
  onReported?: (result: ReportCreated) => void;
}

type Outcome = { kind: 'filed'; result: ReportCreated } | { kind: 'already'; reference: string };

interface Values {
  reason: ReportReason | undefined;
  details: string;
}

type FieldName = 'reason' | 'details';

const fieldNames: readonly FieldName[] = ['reason', 'details'];

const checkField = (name: FieldName, values: Values): FieldCode | undefined =>
  name === 'reason'
    ? values.reason === undefined
      ? 'required'
      : undefined
    : checkReportDetails(values.reason, values.details);

/** Passing by an empty field is no mistake; the submit says what is needed. */
const isEmptyField = (name: FieldName, values: Values): boolean =>
  name === 'reason' ? values.reason === undefined : sentReportDetails(values.details) === '';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The open report's reference of a 409 `already_reported`. Read as toApiError reads an error: a
 * body that is not the contract's shape (a proxy's error page) must not break the form.
 */
const alreadyReportedReference = (body: unknown): string | undefined => {
  if (!isRecord(body) || !isRecord(body.error) || body.error.code !== 'already_reported') return undefined;
  return typeof body.error.reference === 'string' ? body.error.reference : undefined;
};

/**
 * Through the openapi client rather than the generated hook: the 409's `reference` is in the
 * error body, which the hook's ApiError does not carry. The key is the caller's, one per attempt
 * of the form, so sending again after a lost answer gets the report that arrived, never a second.
 */
const postReport = async (body: ReportRequest, key: string, signal: AbortSignal): Promise<Outcome> => {
  const { data, error, response } = await api.POST('/api/report.php', {
    body,
    params: { header: { 'Idempotency-Key': key } },
    signal,
  });
  if (data !== undefined) return { kind: 'filed', result: data };
  const reference = alreadyReportedReference(error);
  if (reference !== undefined) return { kind: 'already', reference };
  throw toApiError(response.status, error);
};

/** What a block changes (as the block button): lists that showed the member, and the profile. */
const refreshAfterBlock = (queryClient: QueryClient, id: number) => {
  for (const queryKey of [
    getGetMemberQueryKey({ id }),
    getSearchMembersQueryKey(),
    getGetRelatedProfilesQueryKey(),
    getGetBlockedMembersQueryKey(),
    getGetLikesQueryKey(),
    getGetSwipeCandidatesQueryKey(),
    getGetChatsQueryKey(),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
};

const failureText = (LL: TranslationFunctions, error: unknown): string => {
  if (error instanceof NetworkError || (error instanceof ApiError && error.status >= 500))
    return LL.report.failed();
  if (error instanceof ApiError && error.code === 'not_found') return LL.report.gone();
  return errorMessage(LL, error);
};

interface ReportPanelProps {
  member: ReportMemberDialogProps['member'];
  onClose: () => void;
  onReported: ReportMemberDialogProps['onReported'];
}

const OutcomeNotice = ({
  outcome,
  name,
  blockAsked,
  onClose,
}: {
  outcome: Outcome;
  name: string;
  blockAsked: boolean;
  onClose: () => void;
}) => {
  const { LL } = useI18nContext();
  const noticeRef = useRef<HTMLDivElement>(null);
  // The form the focus was in is gone: the focus goes to what replaced it, so it is read out.
  useEffect(() => {
    noticeRef.current?.focus();
  }, []);
  return (
    <div className={styles.panel}>
      <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
        {outcome.kind === 'filed' ? (
          <Alert tone="success">
            <p>{LL.report.thanks({ reference: outcome.result.report.reference })}</p>
            <p>{LL.report.reviewing()}</p>
            {blockAsked && outcome.result.blocked && <p>{LL.report.blocked({ name })}</p>}
          </Alert>
        ) : (
          <Alert tone="info">{LL.report.alreadyReported({ name, reference: outcome.reference })}</Alert>
        )}
      </div>
      <div className={styles.actions}>
        <Button onPress={onClose}>{LL.report.done()}</Button>
      </div>
    </div>
  );
};

/** The form and its outcome; inside the modal, so each opening starts with an empty form. */
const ReportPanel = ({ member, onClose, onReported }: ReportPanelProps) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const stoppable = useStoppableRequest();
  const [values, setValues] = useState<Values>({ reason: undefined, details: '' });
  const [alsoBlock, setAlsoBlock] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  // One key per attempt: kept while no answer came (a dropped connection, Stop, a 5xx), renewed
  // after any answer.
  const attemptKey = useRef<string | undefined>(undefined);
  const checks = useFieldChecks<FieldName, Values>({
    names: fieldNames,
    check: checkField,
    isEmpty: isEmptyField,
  });
  const send = useMutation({
    mutationFn: ({ body, key, signal }: { body: ReportRequest; key: string; signal: AbortSignal }) =>
      postReport(body, key, signal),
    // Here, not after mutateAsync: these still run when the member closed the dialog meanwhile.
    onSuccess: (answer, { body }) => {
      if (answer.kind !== 'filed') return;
      if (body.also_block === true && answer.result.blocked) refreshAfterBlock(queryClient, body.profile_id);
      onReported?.(answer.result);
    },
  });

  const change = (name: FieldName, next: Values) => {
    setValues(next);
    checks.changed(name, next);
  };

  const submit = async () => {
    if (send.isPending) return;
    setFormError(undefined);
    if (!checks.checkAll(values) || values.reason === undefined) return;
    const details = sentReportDetails(values.details);
    const body: ReportRequest = {
      profile_id: member.id,
      reason: values.reason,
      also_block: alsoBlock,
      ...(details === '' ? {} : { details }),
    };
    attemptKey.current ??= crypto.randomUUID();
    try {
      setOutcome(await send.mutateAsync({ body, key: attemptKey.current, signal: stoppable.request.signal }));
      attemptKey.current = undefined;
    } catch (error) {
      // Stopped by the member: the report may have arrived, so the key stays for the next press.
      if (stoppable.isStop(error)) return;
      if (needsNewIdempotencyKey(error)) attemptKey.current = undefined;
      const fields = serverFieldErrors(error, ['reason', 'details', 'profile_id'] as const);
      checks.showServerErrors({ reason: fields.reason, details: fields.details });
      if (fields.profile_id === 'not_allowed') setFormError(LL.report.notYourself());
      else if (fields.reason === undefined && fields.details === undefined)
        setFormError(failureText(LL, error));
      checks.raiseErrorFocus();
    }
  };

  if (outcome !== undefined) {
    return <OutcomeNotice outcome={outcome} name={member.name} blockAsked={alsoBlock} onClose={onClose} />;
  }

  const reasonCode = checks.errors.reason;
  const detailsCode = checks.errors.details;
  const detailsMessage =
    detailsCode === undefined
      ? undefined
      : detailsCode === 'required'
        ? LL.report.detailsRequired()
        : fieldErrorMessage(LL, detailsCode, { max: reportDetailsMaxLength });

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{LL.report.intro()}</p>
      <Form
        aria-label={LL.report.title({ name: member.name })}
        onSubmit={() => void submit()}
        error={formError}
        errorFocusKey={checks.errorFocusKey}
      >
        <RadioGroup
          className={styles.radioGroup}
          value={values.reason ?? null}
          isInvalid={reasonCode !== undefined}
          onChange={(value) => {
            if (isReportReason(value)) change('reason', { ...values, reason: value });
          }}
        >
          <Label className={styles.groupLabel}>{LL.report.reason({ name: member.name })}</Label>
          {reportReasons.map((reason) => (
            <RadioField key={reason} value={reason}>
              <RadioButton className={styles.radio}>{LL.report.reasons[reason]()}</RadioButton>
            </RadioField>
          ))}
          <FieldError className={styles.fieldError}>
            {reasonCode === 'required'
              ? LL.report.reasonRequired()
              : fieldErrorMessage(LL, reasonCode ?? 'invalid')}
          </FieldError>
        </RadioGroup>
        <TextAreaField
          label={LL.report.details()}
          value={values.details}
          onChange={(details) => {
            change('details', { ...values, details });
          }}
          onBlur={() => {
            checks.left('details', values);
          }}
          rows={5}
          description={
            <>
              {values.reason === 'other' ? LL.report.detailsNeeded() : LL.report.detailsOptional()}{' '}
              {LL.form.characterCount({
                count: contractLength(sentReportDetails(values.details)),
                max: reportDetailsMaxLength,
              })}
            </>
          }
          errorMessage={detailsMessage}
        />
        <CheckboxField isSelected={alsoBlock} onChange={setAlsoBlock} className={styles.checkField}>
          <CheckboxButton className={styles.checkbox}>
            <span className={styles.box} aria-hidden="true">
              {alsoBlock ? '✓' : ''}
            </span>
            {LL.report.alsoBlock({ name: member.name })}
          </CheckboxButton>
        </CheckboxField>
        <div className={styles.actions}>
          <Button type="submit">{LL.report.send()}</Button>
          <Button variant="outline" onPress={onClose}>
            {LL.report.cancel()}
          </Button>
          <SubmitProgress isPending={send.isPending} stoppable={stoppable} />
        </div>
      </Form>
    </div>
  );
};

/**
 * Report a member (EU Digital Services Act art. 16 notice): a reason, the member's own words
 * (required for "something else"), and whether to block them in the same step. The answer's
 * reference is shown; an earlier report still open is shown with its reference instead.
 */
export const ReportMemberDialog = ({ member, isOpen, onOpenChange, onReported }: ReportMemberDialogProps) => {
  const { LL } = useI18nContext();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={LL.report.title({ name: member.name })}>
      <ReportPanel
        member={member}
        onReported={onReported}
        onClose={() => {
          onOpenChange(false);
        }}
      />
    </Modal>
  );
};
