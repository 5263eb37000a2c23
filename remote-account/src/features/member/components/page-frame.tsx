// The frame of every member-area page below the member centre: the page bar (back goes to the member centre when
// the page was opened directly), the page title, optional actions, then the content.
import { type ReactNode, useId } from 'react';
import { canonicalPath, PageBar } from 'shared';

export interface PageFrameProps {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function PageFrame({ title, actions, children, className }: PageFrameProps) {
  const titleId = useId();
  return (
    <section className={['acc-page', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <PageBar title={title} titleId={titleId} fallback={canonicalPath('member')} actions={actions} />
      {children}
    </section>
  );
}
