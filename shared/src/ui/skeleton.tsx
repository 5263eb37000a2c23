// Placeholder rows shown while a list loads (spec lobby §2: "a skeleton while loading", 6 rows by default).
// The shimmer stops under prefers-reduced-motion (ui.css).
import { useTranslation } from 'react-i18next';
import { DISPLAY } from '../config/constants';

export interface SkeletonProps {
  rows?: number;
  className?: string;
}

export function Skeleton({ rows = DISPLAY.skeletonRows, className }: SkeletonProps) {
  const { t } = useTranslation();
  const count = Math.max(0, Math.floor(rows));
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
      className={className ? `mc-skeleton ${className}` : 'mc-skeleton'}
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="mc-skeleton__row" aria-hidden="true" />
      ))}
    </div>
  );
}
