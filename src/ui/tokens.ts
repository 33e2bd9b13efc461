/** Spec §9 layout numbers needed in script (media queries, responsive decisions). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const containerWidths = { sm: 540, md: 720, lg: 960, xl: 1140 } as const;

export const gridColumns = 12;
export const gutterPx = 15;

/** Modal widths of spec §9 by size; tokens.css holds the same numbers for the styles. */
export const modalWidths = { sm: 300, default: 500, lg: 800, xl: 1140 } as const;
export type ModalSize = keyof typeof modalWidths;

export const toastMaxWidth = 350;
