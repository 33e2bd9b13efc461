import { SkeletonBox } from '../../ui/skeleton';
import styles from './text-line-skeleton.module.css';

interface TextLineSkeletonProps {
  /** The class of the text it stands for: its font size and line height make the box's height. */
  className: string | undefined;
  /** How many lines the text usually takes (a big title two, a line one). */
  lines?: number;
  /** The bar's width in the last line; the lines before it are full. */
  width?: string;
}

/**
 * A placeholder exactly as tall as the text it stands for: an invisible character per line takes
 * the text's own font and line height, with a bar over each. The shared SkeletonLine has its own
 * font sizes; a display title of 3.5rem would jump when its words arrive.
 */
export const TextLineSkeleton = ({ className, lines = 1, width = '70%' }: TextLineSkeletonProps) => (
  <div className={[className, styles.lines].filter(Boolean).join(' ')} aria-hidden="true">
    {Array.from({ length: lines }, (_, line) => (
      <span key={line} className={styles.line}>
        {'\u200b'}
        <span className={styles.bar}>
          <SkeletonBox width={line === lines - 1 ? width : '100%'} height="0.7em" />
        </span>
      </span>
    ))}
  </div>
);
