// The team tree: the agent's direct downlines first; Team (n) opens a member's own downlines and the
// breadcrumbs lead back up. A search (debounced 500 ms) looks through the whole team by account. Pages of 20
// with previous / next. Each member can receive a transfer; direct downlines get rebate settings.
import { useState } from 'react';
import {
  Button,
  createIdempotencyKeeper,
  Dialog,
  type Downline,
  type DownlineQuery,
  EmptyState,
  LoadFailed,
  showToast,
  Skeleton,
  useDebouncedValue,
  useMemberWallet,
  useMoneyFormat,
} from 'shared';
import { RangeFilter } from '../../../components/range-filter';
import { TransferForm } from '../../../components/transfer-form';
import type { AgentRangeState } from '../../../lib/agent-range';
import { DOWNLINE_PAGE_SIZE, useDownlines } from '../api/downlines';
import { useSetDownlineRebate } from '../api/rebate';
import { useAgentTransfer } from '../api/transfer';
import { DownlineCard } from './downline-card';
import { RebateSheet } from './rebate-sheet';
import { useCentreTranslation } from '../texts';
import { CloseIcon } from 'shared';

/** Typing pauses this long before the team is searched (as the game search). */
export const SEARCH_DEBOUNCE_MS = 500;

export function DownlinesPanel({ range }: { range: AgentRangeState }) {
  const { t } = useCentreTranslation();
  const { format } = useMoneyFormat();
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Typing waits for the pause; clearing the box shows the tree again at once.
  const account = search.trim() === '' ? '' : debounced;
  // The page belongs to what is listed: another parent or another search starts on page 1.
  const view = account ? `search:${account}` : `parent:${parentId ?? 'self'}`;
  const [page, setPage] = useState({ view, pageNo: 1 });
  const pageNo = page.view === view ? page.pageNo : 1;
  const goToPage = (next: number) => setPage({ view, pageNo: next });

  const query: DownlineQuery | null = range.query
    ? {
        ...range.query,
        ...(account ? { account } : parentId !== undefined ? { parentId } : {}),
        pageNo,
        pageSize: DOWNLINE_PAGE_SIZE,
      }
    : null;
  const downlines = useDownlines(query);
  const wallet = useMemberWallet();
  const transfer = useAgentTransfer();
  const setRebate = useSetDownlineRebate();
  const [transferTo, setTransferTo] = useState<Downline | null>(null);
  // Kept while the panel lives: a transfer closed unanswered and sent again unchanged reuses its key.
  const [transferKeeper] = useState(() => createIdempotencyKeeper());
  const [rebateFor, setRebateFor] = useState<Downline | null>(null);

  const openTeam = (downline: Downline) => {
    setSearch('');
    setParentId(downline.id);
  };

  const data = downlines.data;
  const path = account ? [] : (data?.path ?? []);
  let list;
  if (!query) list = <p className="agt-muted">{t('centre.kpi.fixDates')}</p>;
  else if (data && data.list.length === 0)
    list = (
      <EmptyState text={account ? t('centre.downlines.noMatch', { account }) : t('centre.downlines.empty')} />
    );
  else if (data)
    list = (
      <ul className="agt-list" aria-busy={downlines.isFetching || undefined}>
        {data.list.map((downline) => (
          <DownlineCard
            key={downline.id}
            downline={downline}
            onOpenTeam={openTeam}
            onTransfer={setTransferTo}
            onRebate={setRebateFor}
          />
        ))}
      </ul>
    );
  else if (downlines.isError) list = <LoadFailed onRetry={() => void downlines.refetch()} />;
  else list = <Skeleton rows={4} />;

  const totalPages = Math.max(1, data?.totalPages ?? 1);
  return (
    <div className="agt-panel">
      <RangeFilter state={range} />
      <div className="agt-field agt-search">
        <label htmlFor="agt-downline-search">{t('centre.downlines.search')}</label>
        <div className="agt-field__row">
          <input
            id="agt-downline-search"
            type="search"
            autoComplete="off"
            placeholder={t('centre.downlines.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {search !== '' && (
            <button
              type="button"
              className="mc-icon-button"
              aria-label={t('centre.downlines.clear')}
              onClick={() => setSearch('')}
            >
              <CloseIcon />
            </button>
          )}
        </div>
      </div>
      {path.length > 0 && (
        <nav aria-label={t('centre.downlines.breadcrumbs')} className="agt-crumbs">
          <ol>
            {path.map((step, index) => (
              <li key={step.id}>
                {index === path.length - 1 ? (
                  <span aria-current="location">{step.account}</span>
                ) : (
                  <button
                    type="button"
                    className="agt-crumbs__link"
                    onClick={() => setParentId(index === 0 ? undefined : step.id)}
                  >
                    {step.account}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {account && <p className="agt-muted">{t('centre.downlines.results', { account })}</p>}
      {list}
      {data && data.totalPages > 1 && (
        <nav className="agt-paging" aria-label={t('centre.downlines.paging')}>
          <Button variant="secondary" disabled={pageNo <= 1} onClick={() => goToPage(pageNo - 1)}>
            {t('centre.downlines.previous')}
          </Button>
          <span aria-live="polite">{t('centre.downlines.page', { page: pageNo, pages: totalPages })}</span>
          <Button variant="secondary" disabled={pageNo >= totalPages} onClick={() => goToPage(pageNo + 1)}>
            {t('centre.downlines.next')}
          </Button>
        </nav>
      )}
      <Dialog
        open={transferTo !== null}
        onClose={() => setTransferTo(null)}
        title={t('centre.downlines.transferTitle', { account: transferTo?.account ?? '' })}
        variant="sheet"
      >
        {transferTo && (
          <TransferForm
            balanceMinor={wallet.data?.sumBalance}
            withRemark
            keeper={transferKeeper}
            scope={transferTo.id}
            submitLabel={t('centre.downlines.transferSubmit')}
            send={(request) => transfer.mutateAsync({ downlineId: transferTo.id, ...request })}
            onDone={(value) => {
              showToast({
                type: 'success',
                message: t('centre.downlines.transferDone', {
                  amount: format(value.amountMinor),
                  account: transferTo.account,
                }),
              });
              setTransferTo(null);
            }}
          />
        )}
      </Dialog>
      {rebateFor && (
        <RebateSheet
          open
          onClose={() => setRebateFor(null)}
          title={t('centre.downlines.rebateTitle', { account: rebateFor.account })}
          intro={t('centre.downlines.rebateIntro')}
          initial={rebateFor.rebateRates}
          submitLabel={t('centre.downlines.rebateSubmit')}
          submit={(rebateRates) => setRebate.mutateAsync({ memberId: rebateFor.id, rebateRates })}
          onDone={() => {
            showToast({
              type: 'success',
              message: t('centre.downlines.rebateDone', { account: rebateFor.account }),
            });
            setRebateFor(null);
          }}
        />
      )}
    </div>
  );
}
