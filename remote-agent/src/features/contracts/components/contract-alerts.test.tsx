import { pendingAlerts } from './contract-alerts';
import type { ContractDividendValue } from 'shared';

const value = (overrides: Partial<ContractDividendValue> = {}): ContractDividendValue => ({
  dailysalreqtype: '',
  divtypecompperiodreq: '',
  contracthoursalreq: '',
  ...overrides,
});

const keys = (input: ContractDividendValue | undefined) => pendingAlerts(input).map((alert) => alert.key);

describe('pendingAlerts (contract alerts shown on home to an agent)', () => {
  it('shows nothing before the contract status is loaded', () => {
    expect(pendingAlerts(undefined)).toEqual([]);
  });

  it('shows nothing when every field is empty or blank', () => {
    expect(keys(value())).toEqual([]);
    expect(
      keys(value({ dailysalreqtype: '  ', divtypecompperiodreq: '\t', contracthoursalreq: '\n' })),
    ).toEqual([]);
  });

  it('shows daily salary, dividend and hourly salary in that order when all are pending', () => {
    const alerts = pendingAlerts(
      value({ dailysalreqtype: '1', divtypecompperiodreq: 'weekly', contracthoursalreq: 'yes' }),
    );
    expect(alerts.map((alert) => alert.key)).toEqual(['dailySalary', 'dividend', 'hourlySalary']);
    expect(alerts.map((alert) => alert.path)).toEqual([
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
    ]);
  });

  it('shows only the pending ones, keeping the order', () => {
    expect(keys(value({ contracthoursalreq: 'x' }))).toEqual(['hourlySalary']);
    expect(keys(value({ dailysalreqtype: 'x', contracthoursalreq: 'y' }))).toEqual([
      'dailySalary',
      'hourlySalary',
    ]);
    expect(keys(value({ divtypecompperiodreq: 'x', dailysalreqtype: ' ' }))).toEqual(['dividend']);
  });

  it('tolerates a field the server left out', () => {
    const partial = { dailysalreqtype: 'x' } as unknown as ContractDividendValue;
    expect(keys(partial)).toEqual(['dailySalary']);
  });
});
