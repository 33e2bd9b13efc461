import type { CSSProperties, ReactNode } from 'react';
import styles from './skeleton.module.css';

export type SkeletonTextSize = 'base' | 'lg' | 'xl';

/** One line of text still to come, as tall as a line of that size; `width` as a CSS length. */
export const SkeletonLine = ({
  size = 'base',
  width = '100%',
}: {
  size?: SkeletonTextSize;
  width?: string;
}) => <span className={`${styles.line} ${styles[size]}`} style={{ width }} aria-hidden="true" />;

/** Lines of a paragraph still to come; the last one shorter, as a paragraph's last line is. */
export const SkeletonParagraph = ({ lines, size = 'base' }: { lines: number; size?: SkeletonTextSize }) => (
  <div aria-hidden="true">
    {Array.from({ length: lines }, (_, line) => (
      <SkeletonLine key={line} size={size} width={line === lines - 1 && lines > 1 ? '60%' : '100%'} />
    ))}
  </div>
);

/** A control or picture still to come, at its final size (a button is 44 px high). */
export const SkeletonBox = ({ width, height }: { width: string; height: string }) => {
  const size: CSSProperties = { width, height };
  return <span className={styles.box} style={size} aria-hidden="true" />;
};

/** Skeleton parts spaced like the screen's own parts. */
export const SkeletonStack = ({ children, className }: { children: ReactNode; className?: string }) => (
  <div className={className === undefined ? styles.stack : `${styles.stack} ${className}`}>{children}</div>
);

export const skeletonLoadingClass = styles.loading;
