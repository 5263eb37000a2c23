import { checkAgentRange, toRangeQuery } from './agent-range';

// 2025-06-18 10:00 in Dhaka, a Wednesday.
const NOW = Date.parse('2025-06-18T04:00:00Z');

describe('agent range', () => {
  it('sends only the preset, or the custom days', () => {
    expect(toRangeQuery('thisWeek', '2025-01-01', '2025-01-02')).toEqual({ preset: 'thisWeek' });
    expect(toRangeQuery('custom', '2025-01-01', '2025-01-02')).toEqual({
      preset: 'custom',
      from: '2025-01-01',
      to: '2025-01-02',
    });
  });

  it('resolves presets in Dhaka days, the week from Saturday', () => {
    const week = checkAgentRange({ preset: 'thisWeek' }, NOW);
    expect(week).toMatchObject({ resolved: { from: '2025-06-14', to: '2025-06-18' } });
  });

  it('gives the problem of a custom range instead of a query', () => {
    expect(checkAgentRange({ preset: 'custom', from: '2025-06-10', to: '2025-06-01' }, NOW)).toEqual({
      problem: 'order',
    });
    expect(checkAgentRange({ preset: 'custom', from: '2025-06-19', to: '2025-06-20' }, NOW)).toEqual({
      problem: 'future',
    });
    expect(checkAgentRange({ preset: 'custom', from: '2025-01-01', to: '2025-06-01' }, NOW)).toEqual({
      problem: 'tooLong',
    });
  });
});
