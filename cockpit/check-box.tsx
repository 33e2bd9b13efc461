import { CheckboxButton, CheckboxField } from 'react-aria-components';
import styles from './cockpit.module.css';

/** A labelled checkbox in a 44 px target. */
export const CheckBox = ({
  label,
  isSelected,
  onChange,
}: {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}) => (
  <CheckboxField isSelected={isSelected} onChange={onChange}>
    <CheckboxButton className={styles.checkbox}>{label}</CheckboxButton>
  </CheckboxField>
);
