import { useRef, useState, type RefObject } from 'react';
import { FieldError, Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import type { DeletionReason } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { Button, Form, TextAreaField } from '../../ui';
import { accountFieldMessage } from './account-field-checks';
import { checkDeletionComment, deletionCommentMaxLength } from '../../domain/account-rules';
import { contractLength } from '../../domain/text-length';
import styles from './account.module.css';

interface DeletionReasonStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  reasons: readonly DeletionReason[];
  reason: DeletionReason | undefined;
  comment: string;
  onReasonChange: (reason: DeletionReason) => void;
  onCommentChange: (comment: string) => void;
  onNext: () => void;
  onKeep: () => void;
}

const isReason = (value: string, reasons: readonly DeletionReason[]): value is DeletionReason =>
  (reasons as readonly string[]).includes(value);

/** Step 1 of the deletion: a reason of spec §9 (required) and an optional comment. */
export const DeletionReasonStep = ({
  headingRef,
  reasons,
  reason,
  comment,
  onReasonChange,
  onCommentChange,
  onNext,
  onKeep,
}: DeletionReasonStepProps) => {
  const { LL } = useI18nContext();
  const [reasonMissing, setReasonMissing] = useState(false);
  const [commentChecked, setCommentChecked] = useState(false);
  const [errorFocusKey, setErrorFocusKey] = useState(0);
  const groupRef = useRef<HTMLDivElement>(null);
  const commentProblem = commentChecked ? checkDeletionComment(comment) : undefined;

  const next = () => {
    const missing = reason === undefined;
    setReasonMissing(missing);
    setCommentChecked(true);
    if (missing) {
      // A radio group is not focusable itself: the first error is its first choice.
      groupRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (checkDeletionComment(comment) !== undefined) {
      setErrorFocusKey((key) => key + 1);
      return;
    }
    onNext();
  };

  return (
    <div className={styles.step}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {LL.accountDeletion.reasonStep.heading()}
      </h3>
      <Form
        onSubmit={next}
        errorFocusKey={errorFocusKey}
        aria-label={LL.accountDeletion.reasonStep.heading()}
      >
        <RadioGroup
          ref={groupRef}
          className={styles.radioGroup}
          value={reason ?? null}
          isInvalid={reasonMissing && reason === undefined}
          onChange={(value) => {
            if (isReason(value, reasons)) onReasonChange(value);
          }}
        >
          <Label className={styles.groupLabel}>{LL.accountDeletion.reasonStep.reason()}</Label>
          {reasons.map((choice) => (
            <RadioField key={choice} value={choice}>
              <RadioButton className={styles.radio}>{LL.accountDeletion.reasons[choice]()}</RadioButton>
            </RadioField>
          ))}
          <FieldError className={styles.fieldError}>
            {LL.accountDeletion.reasonStep.reasonRequired()}
          </FieldError>
        </RadioGroup>
        <TextAreaField
          label={LL.accountDeletion.reasonStep.comment()}
          value={comment}
          onChange={onCommentChange}
          onBlur={() => {
            setCommentChecked(true);
          }}
          description={LL.form.characterCount({
            count: contractLength(comment),
            max: deletionCommentMaxLength,
          })}
          errorMessage={
            commentProblem === undefined
              ? undefined
              : accountFieldMessage(LL, commentProblem, { max: deletionCommentMaxLength })
          }
        />
        <div className={styles.actions}>
          <Button type="submit">{LL.accountDeletion.reasonStep.next()}</Button>
          <Button variant="outline" onPress={onKeep}>
            {LL.accountDeletion.keep()}
          </Button>
        </div>
      </Form>
    </div>
  );
};
