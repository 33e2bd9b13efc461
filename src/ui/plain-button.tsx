import type { ButtonHTMLAttributes, Ref } from 'react';
import type { ButtonVariant } from './button';
import styles from './button.module.css';
import native from './native-states.module.css';

export interface PlainButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'type'
> {
  variant?: ButtonVariant;
  type?: 'button' | 'submit';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The Button's look on a native <button>, for what the first render shows (top bar, footer,
 * banners): react-aria's press handling is most of the react-aria weight left in the entry chunk,
 * and a native button is as keyboard-usable and announced. Button stays the choice inside forms
 * and dialogs, which load later anyway. A module of its own: the bundler splits by module, so
 * sharing button.tsx with Button would fetch react-aria with it.
 */
export const PlainButton = ({ variant = 'primary', type = 'button', ...props }: PlainButtonProps) => (
  <button
    {...props}
    type={type}
    className={[styles.button, styles[variant], native.button, native[variant]].filter(Boolean).join(' ')}
  />
);
