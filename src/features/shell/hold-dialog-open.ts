/**
 * Keeps a modal `<dialog>` open against everything but its own buttons: Escape is refused before
 * it becomes a close request (a refused `cancel` is honoured only after a user activation, so
 * Escape pressed on load would close it), and a close request that cannot be refused (a phone's
 * back gesture before any tap) reopens it at once. Returns what lets it go.
 */
export const holdDialogOpen = (dialog: HTMLDialogElement): (() => void) => {
  const page = dialog.ownerDocument;
  const keepOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') event.preventDefault();
  };
  const keepOnCancel = (event: Event) => {
    event.preventDefault();
  };
  const reopen = () => {
    if (dialog.isConnected && !dialog.open) dialog.showModal();
  };
  page.addEventListener('keydown', keepOnEscape);
  dialog.addEventListener('cancel', keepOnCancel);
  dialog.addEventListener('close', reopen);
  return () => {
    page.removeEventListener('keydown', keepOnEscape);
    dialog.removeEventListener('cancel', keepOnCancel);
    dialog.removeEventListener('close', reopen);
  };
};
