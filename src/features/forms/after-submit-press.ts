/**
 * Pressing a submit button blurs the field before it, and that field's check then shows its
 * message, which pushes the button down: the pointer is released beside it, the click lands on
 * the form, the form is never sent and the focus stays on the button. So a check made while a
 * submit button is pressed shows only once the press has ended; the submit that follows checks
 * every field anyway and takes the focus to the first error.
 */
let pressed: (() => void)[] | undefined;

const isSubmitButton = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('button[type="submit"], input[type="submit"]') !== null;

const release = () => {
  const waiting = pressed ?? [];
  pressed = undefined;
  for (const show of waiting) show();
};

let listening = false;

const listen = () => {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  // Capturing, so no handler that stops the event can leave a press open.
  document.addEventListener(
    'pointerdown',
    (event) => {
      release();
      if (isSubmitButton(event.target)) pressed = [];
    },
    true,
  );
  // The click is where the press ends: its target is settled by then, so the messages may move
  // things; a press dragged away ends in a click elsewhere, a cancelled one in pointercancel.
  document.addEventListener('click', release, true);
  document.addEventListener('pointercancel', release, true);
};

/** Runs `show` now, or when the press on a submit button that is under way has ended. */
export const afterSubmitPress = (show: () => void): void => {
  listen();
  if (pressed === undefined) show();
  else pressed.push(show);
};

/** Started as soon as a form module loads, so the first press is seen too. */
listen();
