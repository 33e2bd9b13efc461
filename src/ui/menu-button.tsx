import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { DropdownMenuProps, MenuOpening } from './dropdown-menu';
import dropdownStyles from './dropdown-menu.module.css';
import styles from './menu-button.module.css';

type DropdownMenuModule = typeof import('./dropdown-menu');

/**
 * The menu code: react-aria's menu, popover, focus scope and positioning. The browser keeps a
 * module once fetched, so every later call resolves at once; a failed fetch is tried again on the
 * next press. An object, so tests can make the fetch fail as it does offline.
 */
export const dropdownMenuCode = {
  load: (): Promise<DropdownMenuModule> => import('./dropdown-menu'),
};

export interface MenuButtonProps extends DropdownMenuProps {
  /** Said next to the trigger when the menu code cannot be fetched (offline), in the reader's language. */
  loadFailedMessage: string;
  /**
   * What the menu's last action has to say (a logout that failed, a language not saved). It hangs
   * under the trigger like the load failure, so the bar keeps its one line.
   */
  notice?: ReactNode;
}

/** The keys that open a menu button in the ARIA pattern, and where each puts focus. */
const keyOpenings: Partial<Record<string, MenuOpening>> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

type Phase =
  | { name: 'idle' }
  | { name: 'loading' }
  | { name: 'failed' }
  | { name: 'ready'; module: DropdownMenuModule; opening: MenuOpening };

/**
 * A DropdownMenu that costs a plain button on first paint: the menu code loads on the first press
 * (or earlier, when a pointer or focus comes near), then the real menu takes the button's place and
 * opens with focus where react-aria's own trigger would have put it.
 */
export const MenuButton = ({ loadFailedMessage, notice, ...menu }: MenuButtonProps) => {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const side = (menu.placement ?? 'bottom start') === 'bottom end' ? styles.end : styles.start;
  const hungNotice = notice !== undefined && <div className={`${styles.notice} ${side}`}>{notice}</div>;

  if (phase.name === 'ready') {
    const { DropdownMenu } = phase.module;
    return (
      <span className={styles.anchor}>
        <DropdownMenu {...menu} openOnMount={phase.opening} />
        {hungNotice}
      </span>
    );
  }

  const preload = () => {
    // Only a head start: a failure here is reported when the member actually presses.
    dropdownMenuCode.load().catch(() => undefined);
  };
  const open = (opening: MenuOpening) => {
    if (phase.name === 'loading') return;
    setPhase({ name: 'loading' });
    dropdownMenuCode.load().then(
      (module) => {
        setPhase({ name: 'ready', module, opening });
      },
      () => {
        setPhase({ name: 'failed' });
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const opening = keyOpenings[event.key];
    if (opening === undefined) return;
    // Also stops the button's own click from Enter and Space, and the page scrolling.
    event.preventDefault();
    open(opening);
  };
  // A click without a pointer (detail 0) comes from a screen reader: react-aria focuses the first
  // item then, as for the keyboard.
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    open(event.detail === 0 ? 'first' : 'pointer');
  };

  const { triggerLabel, triggerAriaLabel, triggerClassName } = menu;
  return (
    <span className={styles.anchor}>
      <button
        type="button"
        className={[dropdownStyles.trigger, styles.light, triggerClassName].filter(Boolean).join(' ')}
        aria-label={triggerAriaLabel}
        aria-haspopup="menu"
        aria-expanded="false"
        onPointerEnter={preload}
        onFocus={preload}
        // The note under the button would otherwise cover the page until the next press.
        onBlur={() => {
          if (phase.name === 'failed') setPhase({ name: 'idle' });
        }}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {triggerLabel}
      </button>
      {phase.name === 'failed' && (
        <span role="alert" className={`${styles.failure} ${side}`}>
          {loadFailedMessage}
        </span>
      )}
      {hungNotice}
    </span>
  );
};
