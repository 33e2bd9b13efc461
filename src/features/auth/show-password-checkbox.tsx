import { CheckboxButton, CheckboxField } from 'react-aria-components';
import styles from './show-password-checkbox.module.css';

interface ShowPasswordCheckboxProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

/**
 * Shows the typed password(s) as plain text. A checkbox rather than an icon button: its state is
 * visible as well as announced, and its label does not change when it is ticked.
 */
export const ShowPasswordCheckbox = ({ label, isSelected, onChange }: ShowPasswordCheckboxProps) => (
  <CheckboxField isSelected={isSelected} onChange={onChange} className={styles.field}>
    <CheckboxButton className={styles.checkbox}>
      <span className={styles.box} aria-hidden="true">
        {isSelected ? '✓' : ''}
      </span>
      {label}
    </CheckboxButton>
  </CheckboxField>
);
