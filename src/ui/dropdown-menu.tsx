import { useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
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
  /** Added to the trigger's own class, e.g. for a compact look on phones. */
  triggerClassName?: string;
  items: readonly DropdownItem[];
  placement?: 'bottom start' | 'bottom end';
}

/**
 * How the menu was asked for, which decides where focus lands as react-aria's own trigger would:
 * the first (or last) item from the keyboard or a screen reader, the menu or its checked item from
 * a pointer.
 */
export type MenuOpening = 'first' | 'last' | 'pointer';

export interface LoadedDropdownMenuProps extends DropdownMenuProps {
  /** Opens at once on mount: the menu code arrived after the press on the light trigger. */
  openOnMount?: MenuOpening;
}

/**
 * Opens the menu once, with the trigger focused first, so that react-aria's focus scope returns
 * focus to the trigger on close (the light trigger that was pressed is gone by then).
 */
const OpenOnMount = ({
  opening,
  triggerRef,
}: {
  opening: MenuOpening;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) => {
  const state = useContext(RootMenuTriggerStateContext);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || state === null) return;
    done.current = true;
    triggerRef.current?.focus();
    state.open(opening === 'pointer' ? null : opening);
  }, [state, opening, triggerRef]);
  return null;
};

/**
 * A button that opens a menu of links and actions, operated with the keyboard as the ARIA menu
 * pattern says (Enter, Space or ArrowDown to open, arrows to move, Escape to close). Screens use
 * MenuButton, which loads this on first use.
 */
export const DropdownMenu = ({
  triggerLabel,
  triggerAriaLabel,
  triggerClassName,
  items,
  placement = 'bottom start',
  openOnMount,
}: LoadedDropdownMenuProps) => {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A menu with a current item is a single-choice menu: its items become menuitemradio with
  // aria-checked, which screen readers announce as "checked" (aria-current is not read in menus).
  const current = items.filter((item) => item.isCurrent === true).map((item) => item.id);
  const hasCurrent = current.length > 0;
  return (
    <MenuTrigger>
      <Button
        ref={triggerRef}
        className={triggerClassName === undefined ? styles.trigger : `${styles.trigger} ${triggerClassName}`}
        aria-label={triggerAriaLabel}
      >
        {triggerLabel}
      </Button>
      {openOnMount !== undefined && <OpenOnMount opening={openOnMount} triggerRef={triggerRef} />}
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
