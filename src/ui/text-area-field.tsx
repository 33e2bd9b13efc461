import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styles from './text-field.module.css';

export interface TextAreaFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  description?: ReactNode;
  errorMessage?: string;
  rows?: number;
}

/**
 * A labelled multi-line text input (signup message, about me, deletion comment). No `maxLength`
 * attribute on purpose: the browser would silently cut pasted text, so the form says what is too
 * long instead and nothing the member typed is lost.
 */
export const TextAreaField = ({
  label,
  description,
  errorMessage,
  rows = 4,
  ...props
}: TextAreaFieldProps) => (
  <AriaTextField
    {...props}
    isInvalid={props.isInvalid ?? (errorMessage === undefined ? undefined : true)}
    className={styles.field}
  >
    <Label className={styles.label}>{label}</Label>
    <TextArea className={`${styles.input} ${styles.textArea}`} rows={rows} />
    {description !== undefined && (
      <Text slot="description" className={styles.description}>
        {description}
      </Text>
    )}
    <FieldError className={styles.error}>{errorMessage}</FieldError>
  </AriaTextField>
);
