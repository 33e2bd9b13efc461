export { Alert, type AlertProps, type AlertTone } from './alert';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { DropdownMenu, type DropdownItem, type DropdownMenuProps } from './dropdown-menu';
export { Column, Container, Grid, type ColumnProps, type ColumnSpan } from './layout';
export { ButtonLink, TextLink, type ButtonLinkProps, type TextLinkProps } from './link';
export { Modal, type ModalProps } from './modal';
export { PageLoading } from './page-loading';
export { usePageTitle, usePageTitleOverride } from './page-title';
export { AriaRouterBridge } from './router-bridge';
export {
  breakpoints,
  containerWidths,
  gridColumns,
  gutterPx,
  modalWidths,
  toastMaxWidth,
  type ModalSize,
} from './tokens';
export { useIsInstalledApp, useIsSmartphone } from './use-media';
export { VisuallyHidden } from './visually-hidden';
