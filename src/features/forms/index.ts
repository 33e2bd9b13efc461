export { fieldErrorMessage, type FieldCode, type FieldLimits } from './field-error-message';
export { hasFieldErrors, serverFieldErrors, type FieldErrors } from './field-errors';
