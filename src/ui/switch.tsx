import { SwitchButton, SwitchField, Text } from 'react-aria-components';
import { VisuallyHidden } from './visually-hidden';
import styles from './switch.module.css';

export interface SettingSwitchProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** In a table the row and column show what a switch is for; its name is for screen readers. */
  labelHidden?: boolean;
  description?: string;
  isDisabled?: boolean;
}

/**
 * An on/off preference (DESIGN.md: settings use switches): react-aria's switch, a checkbox with
 * role="switch" to assistive technology, toggled by Space, in a 44 px target. Not in the `ui`
 * index: only the settings chunk needs it, and the index is in every first render.
 */
export const SettingSwitch = ({
  label,
  isSelected,
  onChange,
  labelHidden = false,
  description,
  isDisabled = false,
}: SettingSwitchProps) => (
  <SwitchField
    isSelected={isSelected}
    onChange={onChange}
    isDisabled={isDisabled}
    className={styles.switchField}
  >
    <SwitchButton className={styles.switch}>
      <span className={styles.track} aria-hidden="true" />
      {labelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
    </SwitchButton>
    {description !== undefined && (
      <Text slot="description" className={styles.description}>
        {description}
      </Text>
    )}
  </SwitchField>
);
