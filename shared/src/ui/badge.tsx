// Count bubbles (unread messages, unclaimed promotions): hidden at 0, capped at '99+' (spec lobby §3, §9).
import { DISPLAY } from '../config/constants';

/** The badge text for a count, or null when no badge should show (0, negative or not a number). */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count)) return count === Infinity ? `${DISPLAY.badgeCap}+` : null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > DISPLAY.badgeCap ? `${DISPLAY.badgeCap}+` : String(whole);
}

export interface BadgeProps {
  count: number;
  /** Accessible text for the count, e.g. "3 unread messages"; the visible number is used otherwise. */
  label?: string;
  className?: string;
}

export function Badge({ count, label, className }: BadgeProps) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <span className={className ? `mc-badge ${className}` : 'mc-badge'} aria-label={label}>
      {text}
    </span>
  );
}
