// The frame of every agent page: the page bar (back goes to `fallback` when the page was opened directly), the
// page title (the section's accessible name), then the content.
import { type ReactNode, useId } from 'react';
import './components.css';
import { PageBar } from 'shared';

export interface PageFrameProps {
  title: string;
  /** Where back leads when there is no earlier page in this tab. */
  fallback: string;
  children?: ReactNode;
  className?: string;
}

export function PageFrame({ title, fallback, children, className }: PageFrameProps) {
  const titleId = useId();
  return (
    <section className={['agt-page', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <PageBar title={title} titleId={titleId} fallback={fallback} />
      {children}
    </section>
  );
}
