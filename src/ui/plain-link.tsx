import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import type { ButtonVariant } from './button';
import buttonStyles from './button.module.css';
import styles from './link.module.css';
import native from './native-states.module.css';

export interface PlainTextLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'href'
> {
  /** In-app paths navigate client-side; other origins and `mailto:` load as links do. */
  href: string;
  children: ReactNode;
}

export interface PlainButtonLinkProps extends PlainTextLinkProps {
  variant?: ButtonVariant;
}

/**
 * React Router's link where there is a router; outside one (an error screen above it, a test) an
 * ordinary link that loads the page, as react-aria's Link does without its router bridge.
 */
const RouterLink = ({ to, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) =>
  useInRouterContext() ? (
    <Link {...props} to={to}>
      {children}
    </Link>
  ) : (
    <a {...props} href={to}>
      {children}
    </a>
  );

/**
 * TextLink on React Router's own link, for what the first render shows (top bar, footer): it
 * needs none of react-aria's press code. TextLink stays the choice where `onPress` or
 * `routerOptions` are wanted. A module of its own: the bundler splits by module, so sharing
 * link.tsx with TextLink would fetch react-aria with it.
 */
export const PlainTextLink = ({ href, ...props }: PlainTextLinkProps) => (
  <RouterLink {...props} to={href} className={`${styles.textLink} ${native.textLink}`} />
);

/** ButtonLink on React Router's own link, for the first render (e.g. the top bar's Login). */
export const PlainButtonLink = ({ href, variant = 'primary', ...props }: PlainButtonLinkProps) => (
  <RouterLink
    {...props}
    to={href}
    className={[buttonStyles.button, buttonStyles[variant], styles.buttonLink, native[variant]]
      .filter(Boolean)
      .join(' ')}
  />
);
