import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import styles from './location-select-field.module.css';

/*
 * A labelled single-choice list for the location and about-you steps. src/ui has no select yet;
 * this one belongs there (as SelectField) once its owner takes it, and lives here, under the
 * location step's name, until then.
 */

export interface SelectItem {
  id: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  items: readonly SelectItem[];
  /** The chosen item's id, or null while nothing is chosen. */
  value: string | null;
  onChange: (id: string) => void;
  /** Shown while nothing is chosen. */
  placeholder: string;
  description?: string;
  /** The field's error in the member's language, from the step's own check or from the server. */
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * aria-invalid on the trigger, as on a text input: screen readers say the choice needs attention,
 * and the form's "focus the first error" finds it. react-aria's Button does not pass the attribute
 * through, so it is set on the element itself.
 */
const markInvalid = (isInvalid: boolean) => (button: HTMLButtonElement | null) => {
  if (button === null) return;
  if (isInvalid) button.setAttribute('aria-invalid', 'true');
  else button.removeAttribute('aria-invalid');
};

/** Keys are the items' ids, which are strings; anything else is not one of ours. */
const idOf = (key: Key | null): string | undefined => (typeof key === 'string' ? key : undefined);

/**
 * A button that opens a list of choices (the ARIA listbox pattern): Enter, Space or the arrow keys
 * open it, typing a name jumps to it, Enter chooses, Escape closes.
 */
export const SelectField = ({
  label,
  items,
  value,
  onChange,
  placeholder,
  description,
  errorMessage,
  isDisabled = false,
}: SelectFieldProps) => (
  <Select
    value={value}
    onChange={(key) => {
      const id = idOf(key);
      if (id !== undefined) onChange(id);
    }}
    placeholder={placeholder}
    isInvalid={errorMessage !== undefined}
    isDisabled={isDisabled}
    className={styles.field}
  >
    <Label className={styles.label}>{label}</Label>
    <Button ref={markInvalid(errorMessage !== undefined)} className={styles.trigger}>
      <SelectValue className={styles.value} />
    </Button>
    {description !== undefined && (
      <Text slot="description" className={styles.description}>
        {description}
      </Text>
    )}
    <FieldError className={styles.error}>{errorMessage}</FieldError>
    <Popover className={styles.popover}>
      <ListBox className={styles.list} items={items}>
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.label} className={styles.item}>
            {item.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  </Select>
);
