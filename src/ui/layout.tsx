import type { CSSProperties, ElementType, ReactNode } from 'react';
import styles from './layout.module.css';

interface BoxProps {
  children: ReactNode;
  /** The element to render, e.g. 'main' or 'section' (a div by default). */
  as?: ElementType;
  className?: string;
}

const classes = (own: string | undefined, extra: string | undefined) =>
  extra === undefined ? own : `${own ?? ''} ${extra}`;

/** The page width of spec §9: full width on phones, 540/720/960/1140 px from 576/768/992/1200 px. */
export const Container = ({ children, as: Element = 'div', className }: BoxProps) => (
  <Element className={classes(styles.container, className)}>{children}</Element>
);

/** A 12-column row with 30 px between columns. */
export const Grid = ({ children, as: Element = 'div', className }: BoxProps) => (
  <Element className={classes(styles.grid, className)}>{children}</Element>
);

export type ColumnSpan = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export interface ColumnProps extends BoxProps {
  /** Columns taken on every screen (12 = full width, the default). */
  span?: ColumnSpan;
  /** Columns taken from 768 px. */
  md?: ColumnSpan;
  /** Columns taken from 992 px. */
  lg?: ColumnSpan;
}

type SpanStyle = CSSProperties &
  Partial<Record<'--column-span' | '--column-span-md' | '--column-span-lg', number>>;

/** A cell of Grid; the spans are passed to the stylesheet as custom properties. */
export const Column = ({ children, as: Element = 'div', className, span, md, lg }: ColumnProps) => {
  const style: SpanStyle = {};
  if (span !== undefined) style['--column-span'] = span;
  if (md !== undefined) style['--column-span-md'] = md;
  if (lg !== undefined) style['--column-span-lg'] = lg;
  return (
    <Element className={classes(styles.column, className)} style={style}>
      {children}
    </Element>
  );
};
