/**
 * The spec §9 layout numbers script needs (media queries in hooks, modal sizes); tokens.css holds
 * every token for the styles, these included.
 */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** Modal widths of spec §9 by size. */
export const modalWidths = { sm: 300, default: 500, lg: 800, xl: 1140 } as const;
export type ModalSize = keyof typeof modalWidths;
