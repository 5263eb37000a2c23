// The "nothing here" view of lists and searches: an icon, a text (the translated "No data" unless the caller
// has a better one, such as no_game) and an optional action such as a retry or a link.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** Replaces the default empty-box icon; decorative. */
  icon?: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  className?: string;
}

function EmptyBoxIcon() {
  return (
    <svg viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="3" focusable="false">
      <path d="M8 24 32 12l24 12v26L32 62 8 50V24Z" />
      <path d="M8 24l24 12 24-12M32 36v26" />
    </svg>
  );
}

export function EmptyState({ icon, text, action, className }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={className ? `mc-empty-state ${className}` : 'mc-empty-state'}>
      <span className="mc-empty-state__icon" aria-hidden="true">
        {icon ?? <EmptyBoxIcon />}
      </span>
      <p className="mc-empty-state__text">{text ?? t('common.noData')}</p>
      {action}
    </div>
  );
}
