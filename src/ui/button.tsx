import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
}

/** The one button of the app: react-aria for press, focus and keyboard; tokens for looks. */
export const Button = ({ variant = 'primary', ...props }: ButtonProps) => (
  <AriaButton {...props} className={`${styles.button} ${styles[variant]}`} />
);

// The first render's native button lives in its own module (see there); re-exported for callers of this one.
export { PlainButton, type PlainButtonProps } from './plain-button';
