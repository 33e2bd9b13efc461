import { useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import { Alert } from './alert';
import styles from './form.module.css';

export interface FormProps {
  /** Called on submit; the browser's own submission never happens (the app sends the request). */
  onSubmit: () => void;
  /** The form's accessible name, when it has no heading of its own to be named by. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** A message about the whole form (a failed request, a refusal), shown above the fields. */
  error?: ReactNode;
  /**
   * Raised by the owner after each submit that ended in errors: focus then moves to the first
   * invalid field, or to the form's error when no field is marked (spec: focus to the first error).
   */
  errorFocusKey?: number;
  children: ReactNode;
}

/**
 * A form whose fields report their errors through aria (`validationBehavior="aria"`), so messages
 * come from the app in the member's language and never from the browser's native bubbles.
 */
export const Form = ({ onSubmit, error, errorFocusKey = 0, children, ...names }: FormProps) => {
  const formRef = useRef<HTMLFormElement>(null);
  // A layout effect: the focus moves in the same commit that shows the errors, so no reader (a
  // screen reader's virtual cursor, a test's DOM observer) meets the errors with the focus behind.
  useLayoutEffect(() => {
    if (errorFocusKey === 0) return;
    const form = formRef.current;
    if (form === null) return;
    const firstInvalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A radio group marks its wrapper invalid; focus goes to its checked radio, else its first.
    const focusable =
      firstInvalid === null || firstInvalid.matches('input, select, textarea, button')
        ? firstInvalid
        : (firstInvalid.querySelector<HTMLElement>('input:checked') ??
          firstInvalid.querySelector<HTMLElement>('input, select, textarea, button'));
    const target = focusable ?? form.querySelector<HTMLElement>('[data-form-error]');
    target?.focus();
  }, [errorFocusKey]);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <AriaForm ref={formRef} validationBehavior="aria" onSubmit={submit} className={styles.form} {...names}>
      {error !== undefined && error !== null && error !== false && (
        <div tabIndex={-1} data-form-error className={styles.error}>
          <Alert tone="danger" live="assertive">
            {error}
          </Alert>
        </div>
      )}
      {children}
    </AriaForm>
  );
};
