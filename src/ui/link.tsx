import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { ButtonVariant } from './button';
import buttonStyles from './button.module.css';
import styles from './link.module.css';

export interface TextLinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children' | 'href'> {
  /** In-app paths navigate client-side inside AriaRouterBridge; other origins load normally. */
  href: string;
  children: ReactNode;
}

export interface ButtonLinkProps extends TextLinkProps {
  variant?: ButtonVariant;
}

/** A link inside text: underlined, in the primary colour. */
export const TextLink = (props: TextLinkProps) => <AriaLink {...props} className={styles.textLink} />;

/** Navigation that looks like a Button (e.g. "Get Premium"): it is still a link to assistive technology. */
export const ButtonLink = ({ variant = 'primary', ...props }: ButtonLinkProps) => (
  <AriaLink {...props} className={`${buttonStyles.button} ${buttonStyles[variant]} ${styles.buttonLink}`} />
);

// The first render's router links live in their own module (see there); re-exported for callers of this one.
export {
  PlainButtonLink,
  PlainTextLink,
  type PlainButtonLinkProps,
  type PlainTextLinkProps,
} from './plain-link';
