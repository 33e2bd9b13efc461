/**
 * Spec §4 Page title: the count of unread messages plus new likes goes in brackets before the
 * title, so it shows in the browser tab; nothing is added at zero.
 */
export const composeTitle = (count: number, title: string): string =>
  count > 0 ? `(${count}) ${title}` : title;
