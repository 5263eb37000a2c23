// The frame of the protection pages: the page bar (back goes to the member centre when the page was opened
// directly) and the page title, then the content.
import { type ReactNode, useId } from 'react';
import '../protection.css';
import { canonicalPath, PageBar } from 'shared';

export interface ProtectionFrameProps {
  title: string;
  children?: ReactNode;
}

export function ProtectionFrame({ title, children }: ProtectionFrameProps) {
  const titleId = useId();
  return (
    <section className="acc-page acc-rg" aria-labelledby={titleId}>
      <PageBar title={title} titleId={titleId} fallback={canonicalPath('member')} />
      {children}
    </section>
  );
}
