import { useCallback, type ReactNode } from 'react';
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
import styles from './select-field.module.css';

export interface SelectItem {
  id: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  items: readonly SelectItem[];
  /** The chosen item's id, or null while nothing is chosen. */
  value: string | null;
  onChange: (id: string) => void;
  /** Shown while nothing is chosen; required, because react-aria's own default is not from our catalogues. */
  placeholder: string;
  description?: ReactNode;
  /** The field's error in the member's language, from the form's own check or from the server. */
  errorMessage?: string;
  /**
   * Invalid without a message of its own, when one message speaks for several fields (the date of
   * birth); defaults to whether there is an `errorMessage`.
   */
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** The list opened or closed: while it is open the focus is in the popover, outside the field. */
  onOpenChange?: (isOpen: boolean) => void;
  /** For the browser's autofill, e.g. `bday-month`. */
  autoComplete?: string;
  /** Further descriptions of the button, e.g. a message shown once for a group of fields. */
  'aria-describedby'?: string;
}

/** Keys are the items' ids, which are strings; anything else is not one of ours. */
const idOf = (key: Key | null): string | undefined => (typeof key === 'string' ? key : undefined);

/**
 * aria-invalid on the button, as on a text input: screen readers say the choice needs attention,
 * and the Form's "focus the first error" (which looks for aria-invalid) finds it. react-aria's
 * Button does not pass the attribute through, so it is set on the element itself.
 */
const useMarkInvalid = (isInvalid: boolean) =>
  useCallback(
    (button: HTMLButtonElement | null) => {
      if (button === null) return;
      if (isInvalid) button.setAttribute('aria-invalid', 'true');
      else button.removeAttribute('aria-invalid');
    },
    [isInvalid],
  );

/**
 * A labelled button that opens a list of choices (the ARIA listbox pattern): Enter, Space or the
 * arrow keys open it, typing a name jumps to it, Enter chooses, Escape closes, and the focus goes
 * back to the button. Its popover is the dropdown menu's (popover.module.css).
 */
export const SelectField = ({
  label,
  items,
  value,
  onChange,
  placeholder,
  description,
  errorMessage,
  isInvalid = errorMessage !== undefined,
  isDisabled = false,
  onOpenChange,
  autoComplete,
  'aria-describedby': describedBy,
}: SelectFieldProps) => {
  const markInvalid = useMarkInvalid(isInvalid);
  return (
    <Select
      value={value}
      onChange={(key) => {
        const id = idOf(key);
        if (id !== undefined) onChange(id);
      }}
      onOpenChange={onOpenChange}
      placeholder={placeholder}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      autoComplete={autoComplete}
      aria-describedby={describedBy}
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Button ref={markInvalid} className={styles.trigger}>
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
};
