import type { UserEvent } from '@testing-library/user-event';

/**
 * Presses a button down and hands back its release. Between the two, a test sees what the press
 * alone changed: in a browser anything that moves the button then makes the release miss it.
 */
export const pressDown = async (user: UserEvent, button: HTMLElement): Promise<() => Promise<void>> => {
  await user.pointer({ keys: '[MouseLeft>]', target: button });
  return () => user.pointer({ keys: '[/MouseLeft]', target: button });
};
