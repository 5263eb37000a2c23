import { useInfiniteQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MONEY_PATHS } from 'shared';
import { merchantDay, shiftDay } from 'shared';
import { type RecordEndpoint, recordQueryOptions } from '../lib/record-query-options';
import type { RecordFilter, RecordPageData } from '../lib/records';
import { renderMoney, signIn, signOut } from '../testing/money-testing';
import { RecordPage } from './record-page';

interface Row {
  id: number;
  text: string;
}

const ENDPOINT: RecordEndpoint = {
  kind: 'test',
  path: MONEY_PATHS.depositRecords,
  moduleId: 'MEMTRANS3',
  typeParam: 'status',
};
const fetchPage = jest.fn<Promise<RecordPageData<Row>>, [RecordFilter, number]>();
const useRows = (filter: RecordFilter | null) =>
  useInfiniteQuery(recordQueryOptions(ENDPOINT, filter, fetchPage));

function page(
  pageNum: number,
  totalPages: number,
  rows: Row[],
  totalCount = rows.length,
): RecordPageData<Row> {
  return { list: rows, pageNum, pageSize: 20, totalPages, totalCount };
}

function renderRecords() {
  return renderMoney(
    <RecordPage<Row>
      title="Deposit record"
      typeLabel="Status"
      typeOptions={[
        { value: 'pending', label: 'Pending' },
        { value: 'approved', label: 'Approved' },
      ]}
      useRecords={useRows}
      itemKey={(row) => row.id}
      renderItem={(row) => <span>{row.text}</span>}
    />,
  );
}

beforeEach(() => {
  fetchPage.mockReset();
  signIn();
});
afterEach(signOut);

describe('RecordPage', () => {
  it('asks for today first, then for the preset the member picks', async () => {
    const user = userEvent.setup();
    fetchPage.mockResolvedValue(page(1, 1, [{ id: 1, text: 'row one' }]));
    renderRecords();
    await screen.findByText('row one');
    expect(fetchPage).toHaveBeenLastCalledWith({ range: { preset: 'today' }, type: '' }, 1);
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ range: { preset: '7days' }, type: '' }, 1),
    );
  });

  it('passes the status filter', async () => {
    const user = userEvent.setup();
    fetchPage.mockResolvedValue(page(1, 1, [{ id: 1, text: 'row one' }]));
    renderRecords();
    await screen.findByText('row one');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ range: { preset: 'today' }, type: 'pending' }, 1),
    );
  });

  it('queries a valid custom range and refuses an end before the start without calling', async () => {
    const user = userEvent.setup();
    const today = merchantDay();
    fetchPage.mockResolvedValue(page(1, 1, [{ id: 1, text: 'row one' }]));
    renderRecords();
    await screen.findByText('row one');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        { range: { preset: 'custom', from: shiftDay(today, -6), to: today }, type: '' },
        1,
      ),
    );
    const calls = fetchPage.mock.calls.length;
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, shiftDay(today, -10));
    expect(screen.getByText('The end date must be on or after the start date')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a valid date range to see the records.')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(calls);
  });

  it('refuses a custom range longer than 90 days', async () => {
    const user = userEvent.setup();
    const today = merchantDay();
    fetchPage.mockResolvedValue(page(1, 1, []));
    renderRecords();
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, shiftDay(today, -90));
    expect(screen.getByText('Choose at most 90 days')).toBeInTheDocument();
  });

  it('appends the next page when load more is pressed, and stops at the last page', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, text: `row ${index + 1}` }));
    fetchPage.mockImplementation((_filter, pageNum) =>
      Promise.resolve(pageNum === 1 ? page(1, 2, first, 21) : page(2, 2, [{ id: 21, text: 'row 21' }], 21)),
    );
    renderRecords();
    await screen.findByText('row 20');
    expect(screen.getByText('Showing 20 of 21')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('row 21');
    expect(screen.getByText('row 1')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
    expect(fetchPage).toHaveBeenLastCalledWith({ range: { preset: 'today' }, type: '' }, 2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('No more records')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the empty state', async () => {
    let resolve: (value: RecordPageData<Row>) => void = () => undefined;
    fetchPage.mockReturnValue(new Promise((done) => (resolve = done)));
    renderRecords();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    resolve(page(1, 0, []));
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
  });

  it('shows the totals of the range when the endpoint gives them', async () => {
    fetchPage.mockResolvedValue({
      ...page(1, 1, [{ id: 1, text: 'row one' }]),
      totals: { inMinor: 1_500_00, outMinor: 500_00, netMinor: 1_000_00 },
    });
    renderRecords();
    expect(await screen.findByText('+৳1,000.00')).toBeInTheDocument();
    expect(screen.getByText('৳1,500.00')).toBeInTheDocument();
  });

  it('offers a retry when the records cannot be loaded', async () => {
    const user = userEvent.setup();
    fetchPage.mockRejectedValueOnce(new Error('down'));
    fetchPage.mockResolvedValueOnce(page(1, 1, [{ id: 1, text: 'row one' }]));
    renderRecords();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('row one')).toBeInTheDocument();
  });
});
