// The frame of every money page: the page bar (back goes to the member centre when the page was opened directly),
// the title, an optional link, and the wallet line.
import { type ReactNode, useId } from 'react';
import { WalletLine } from './wallet-line';
import '../money.css';
import { canonicalPath, PageBar } from 'shared';

export interface MoneyPageProps {
  title: string;
  /** Shown at the end of the top bar, e.g. the link to the record page. */
  action?: ReactNode;
  children?: ReactNode;
}

export function MoneyPage({ title, action, children }: MoneyPageProps) {
  const titleId = useId();
  return (
    <section className="acc-money" aria-labelledby={titleId}>
      <PageBar title={title} titleId={titleId} fallback={canonicalPath('member')} actions={action} />
      <WalletLine />
      {children}
    </section>
  );
}
