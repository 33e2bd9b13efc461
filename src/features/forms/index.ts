export { afterSubmitPress } from './after-submit-press';
export { ArrivalNotice, arrivalState, type ArrivalNoticeKind } from './arrival-notice';
export { fieldErrorMessage, type FieldCode, type FieldLimits } from './field-error-message';
export { hasFieldErrors, serverFieldErrors, type FieldErrors } from './field-errors';
export { SubmitProgress, useStillTrying, type SubmitProgressProps } from './submit-progress';
export {
  useCheckedFields,
  useFieldChecks,
  type CheckedFields,
  type CheckedFieldsOptions,
  type FieldChecks,
  type FieldChecksOptions,
  type TextFieldBinding,
} from './use-checked-fields';
export { useStoppableRequest, type StoppableRequest } from './use-stoppable-request';
