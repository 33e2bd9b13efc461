import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  description?: ReactNode;
  /** The field's error in the member's language, from the form's own check or from the server. */
  errorMessage?: string;
  placeholder?: string;
}

/**
 * A labelled text input with its description and error, all tied to the input for screen
 * readers. Whether the field is invalid is the form's decision (`isInvalid` / `validate`), so a
 * server's answer shows exactly like a check in the browser.
 */
export const TextField = ({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) => (
  <AriaTextField
    {...props}
    isInvalid={props.isInvalid ?? (errorMessage === undefined ? undefined : true)}
    className={styles.field}
  >
    <Label className={styles.label}>{label}</Label>
    <Input className={styles.input} placeholder={placeholder} />
    {description !== undefined && (
      <Text slot="description" className={styles.description}>
        {description}
      </Text>
    )}
    <FieldError className={styles.error}>{errorMessage}</FieldError>
  </AriaTextField>
);
