import { REBATE_CATEGORIES, type RebateRates } from '../api/contract';
import { AGENT_RANGE_MAX_DAYS, rebateProblems, resolveAgentRange } from './agent';

// 2026-11-22 03:00 in Dhaka is 2026-11-21 21:00 UTC; that Sunday's week started on Saturday 2026-11-21.
const NOW = Date.parse('2026-11-21T21:00:00Z');

describe('resolveAgentRange', () => {
  it('resolves the presets in Dhaka days', () => {
    expect(resolveAgentRange({ preset: 'today' }, NOW)).toMatchObject({
      from: '2026-11-22',
      to: '2026-11-22',
    });
    expect(resolveAgentRange({ preset: 'yesterday' }, NOW)).toMatchObject({
      from: '2026-11-21',
      to: '2026-11-21',
    });
    expect(resolveAgentRange({ preset: 'thisWeek' }, NOW)).toMatchObject({
      from: '2026-11-21',
      to: '2026-11-22',
    });
    expect(resolveAgentRange({ preset: 'thisMonth' }, NOW)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-22',
    });
  });

  it('starts a day at Dhaka midnight and ends it 24 hours later', () => {
    const today = resolveAgentRange({ preset: 'today' }, NOW);
    expect(today).toMatchObject({
      startMs: Date.parse('2026-11-21T18:00:00Z'),
      endMs: Date.parse('2026-11-22T18:00:00Z'),
    });
  });

  it('accepts a valid custom range and names the problem of a bad one', () => {
    expect(resolveAgentRange({ preset: 'custom', from: '2026-11-01', to: '2026-11-10' }, NOW)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(resolveAgentRange({ preset: 'custom', from: '2026-11-01' }, NOW)).toEqual({ problem: 'missing' });
    expect(resolveAgentRange({ preset: 'custom', from: '2026-02-30', to: '2026-03-01' }, NOW)).toEqual({
      problem: 'format',
    });
    expect(resolveAgentRange({ preset: 'custom', from: '2026-11-10', to: '2026-11-01' }, NOW)).toEqual({
      problem: 'order',
    });
    expect(resolveAgentRange({ preset: 'custom', from: '2026-12-01', to: '2026-12-02' }, NOW)).toEqual({
      problem: 'future',
    });
    expect(resolveAgentRange({ preset: 'custom', from: '2026-01-01', to: '2026-11-01' }, NOW)).toEqual({
      problem: 'tooLong',
    });
    expect(AGENT_RANGE_MAX_DAYS).toBe(93);
  });
});

describe('rebateProblems', () => {
  const rates = (value: number) =>
    Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, value])) as RebateRates;

  it('allows rates up to the upline’s own and refuses higher, negative or fractional ones', () => {
    expect(rebateProblems(rates(12), rates(12))).toEqual([]);
    expect(rebateProblems(rates(12), { ...rates(5), LIVE: 13 })).toEqual(['LIVE']);
    expect(rebateProblems(rates(12), { ...rates(5), RNG: -1, PVP: 1.5 })).toEqual(['RNG', 'PVP']);
  });
});
