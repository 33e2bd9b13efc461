export { Alert, type AlertProps, type AlertTone } from './alert';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Button, PlainButton, type ButtonProps, type ButtonVariant, type PlainButtonProps } from './button';
// Screens get the menu through MenuButton, which loads DropdownMenu on first use.
export type { DropdownItem, DropdownMenuProps } from './dropdown-menu';
export { Column, Container, Grid, type ColumnProps, type ColumnSpan } from './layout';
export {
  ButtonLink,
  PlainButtonLink,
  PlainTextLink,
  TextLink,
  type ButtonLinkProps,
  type PlainButtonLinkProps,
  type PlainTextLinkProps,
  type TextLinkProps,
} from './link';
export { MenuButton, type MenuButtonProps } from './menu-button';
export { Modal, type ModalProps } from './modal';
export { Form, type FormProps } from './form';
export { SelectField, type SelectFieldProps, type SelectItem } from './select-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { TextField, type TextFieldProps } from './text-field';
export { PageLoading } from './page-loading';
export { PendingNote } from './pending-note';
export { QuietBoundary } from './quiet-boundary';
export { StillTryingNote, type StillTryingNoteProps } from './still-trying-note';
export { usePageTitle, usePageTitleOverride } from './page-title';
export { AriaRouterBridge } from './router-bridge';
export { breakpoints, modalWidths, type ModalSize } from './tokens';
export { isSmartphoneNow, useIsInstalledApp, useIsSmartphone } from './use-media';
export { useOnlineStatus } from './use-online-status';
export { VisuallyHidden } from './visually-hidden';
