import { CheckboxButton, CheckboxField, CheckboxGroup, Label, Text } from 'react-aria-components';
import { Check } from 'lucide-react';
import type { Interest } from '../../../generated/model';
import styles from './profile.module.css';

export interface InterestsFieldProps {
  label: string;
  description: string;
  interests: readonly Interest[];
  value: readonly string[];
  onChange: (keys: string[]) => void;
}

/**
 * The interests as chips that are checkboxes (react-aria: a group named by its label, each chip
 * toggled by Space), so a long list stays one glance on a phone and works by keyboard.
 */
export const InterestsField = ({ label, description, interests, value, onChange }: InterestsFieldProps) => (
  <CheckboxGroup className={styles.interests} value={[...value]} onChange={onChange}>
    <Label className={styles.fieldLabel}>{label}</Label>
    <Text slot="description" className={styles.fieldHint}>
      {description}
    </Text>
    <div className={styles.chips}>
      {interests.map((interest) => (
        <CheckboxField key={interest.key} value={interest.key}>
          <CheckboxButton className={styles.chip}>
            {({ isSelected }) => (
              <>
                {isSelected && <Check aria-hidden="true" size={16} />}
                {interest.label}
              </>
            )}
          </CheckboxButton>
        </CheckboxField>
      ))}
    </div>
  </CheckboxGroup>
);
