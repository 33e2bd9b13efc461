export { Button, type ButtonProps, type ButtonVariant } from './button';
export { breakpoints, containerWidths, gridColumns, gutterPx } from './tokens';
