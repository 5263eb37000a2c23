// The frame of a page not built yet: its title and the translated "coming soon" text, so every
// route of the table renders something honest.
import { useTranslation } from 'react-i18next';
import { type ReactNode, useId } from 'react';

export interface ComingSoonProps {
  /** The page's title (already translated, e.g. t('routes.deposit')). */
  title: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function ComingSoon({ title, className, children }: ComingSoonProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={className ? `mc-coming-soon ${className}` : 'mc-coming-soon'}
    >
      <h1 id={titleId} className="mc-coming-soon__title">
        {title}
      </h1>
      <span className="mc-coming-soon__label">{t('common.comingSoon')}</span>
      <p className="mc-coming-soon__body">{t('common.comingSoonBody')}</p>
      {children}
    </section>
  );
}
