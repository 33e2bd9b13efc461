import styles from './badge.module.css';
import { VisuallyHidden } from './visually-hidden';

export type BadgeTone = 'unread' | 'primary' | 'warning' | 'danger';

export interface BadgeProps {
  count: number;
  /**
   * What sighted users see for the count. The rule ("99+ from 100") is business logic in
   * src/domain (formatBadgeCount), which src/ui may not import, so the caller passes it in.
   */
  format: (count: number) => string;
  tone: BadgeTone;
  /** What screen readers read instead of the number, e.g. "3 unread messages". */
  label: string;
  /** Show the badge at 0 (and below) too, as the credits badge does. */
  showZero?: boolean;
}

/** A small count pill; the number is hidden from screen readers, which read `label` instead. */
export const Badge = ({ count, format, tone, label, showZero = false }: BadgeProps) => {
  if (count <= 0 && !showZero) return null;
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
      <span aria-hidden="true">{format(count)}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
};
