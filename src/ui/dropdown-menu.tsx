import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import styles from './dropdown-menu.module.css';

export interface DropdownItem {
  id: string;
  label: string;
  /** Navigates there (client-side inside AriaRouterBridge). */
  href?: string;
  onAction?: () => void;
  /** The label's language, e.g. each language named in itself. */
  lang?: string;
  /** The item that is in effect now (the current language): checked, with a visible tick. */
  isCurrent?: boolean;
}

export interface DropdownMenuProps {
  triggerLabel: ReactNode;
  /** Replaces the visible trigger label for assistive technology (e.g. "Account menu of Anna"). */
  triggerAriaLabel?: string;
  items: readonly DropdownItem[];
  placement?: 'bottom start' | 'bottom end';
}

/**
 * A button that opens a menu of links and actions, operated with the keyboard as the ARIA menu
 * pattern says (Enter, Space or ArrowDown to open, arrows to move, Escape to close).
 */
export const DropdownMenu = ({
  triggerLabel,
  triggerAriaLabel,
  items,
  placement = 'bottom start',
}: DropdownMenuProps) => {
  // A menu with a current item is a single-choice menu: its items become menuitemradio with
  // aria-checked, which screen readers announce as "checked" (aria-current is not read in menus).
  const current = items.filter((item) => item.isCurrent === true).map((item) => item.id);
  const hasCurrent = current.length > 0;
  return (
    <MenuTrigger>
      <Button className={styles.trigger} aria-label={triggerAriaLabel}>
        {triggerLabel}
      </Button>
      <Popover placement={placement} className={styles.popover}>
        <Menu
          className={styles.menu}
          selectionMode={hasCurrent ? 'single' : 'none'}
          selectedKeys={current}
          disallowEmptySelection={hasCurrent}
        >
          {items.map((item) => (
            <MenuItem
              key={item.id}
              id={item.id}
              href={item.href}
              onAction={item.onAction}
              lang={item.lang}
              textValue={item.label}
              className={styles.item}
            >
              {({ isSelected }) => (
                <>
                  {hasCurrent && (
                    <span className={styles.check} aria-hidden="true">
                      {isSelected ? '✓' : ''}
                    </span>
                  )}
                  {item.label}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
};
