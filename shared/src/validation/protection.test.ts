import { LIMIT_AMOUNT_MAX_MINOR } from '../api/contract';
import {
  DAY_MS,
  exclusionEnd,
  exclusionRequestProblem,
  isIncrease,
  isRealityCheckMinutes,
  isValidLimitAmount,
  LIMIT_WINDOW_MS,
  parseSetLimitRequest,
  periodsOfKind,
  selfExclusionEnd,
  timeoutEnd,
} from './protection';

const NOW = Date.parse('2026-08-31T10:00:00Z');

describe('limit amounts', () => {
  it('takes whole minor amounts from 1 to the maximum for money kinds', () => {
    expect(isValidLimitAmount('deposit', 1)).toBe(true);
    expect(isValidLimitAmount('loss', LIMIT_AMOUNT_MAX_MINOR)).toBe(true);
    for (const bad of [0, -1, LIMIT_AMOUNT_MAX_MINOR + 1, 1.5, Number.NaN, Infinity, '100', null]) {
      expect(isValidLimitAmount('wager', bad)).toBe(false);
    }
  });

  it('takes 5 to 1440 minutes for the session limit', () => {
    expect(isValidLimitAmount('session', 5)).toBe(true);
    expect(isValidLimitAmount('session', 1440)).toBe(true);
    expect(isValidLimitAmount('session', 4)).toBe(false);
    expect(isValidLimitAmount('session', 1441)).toBe(false);
    expect(isValidLimitAmount('session', 30.5)).toBe(false);
  });

  it('pairs each kind with its periods', () => {
    expect(periodsOfKind('deposit')).toEqual(['day', 'week', 'month']);
    expect(periodsOfKind('session')).toEqual(['session']);
  });

  it('uses rolling windows of 24 hours, 7 days and 30 days', () => {
    expect(LIMIT_WINDOW_MS).toEqual({ day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS });
  });
});

describe('parseSetLimitRequest', () => {
  it('accepts a valid request and a removal', () => {
    expect(parseSetLimitRequest({ kind: 'deposit', period: 'week', amount: 50_000 })).toEqual({
      kind: 'deposit',
      period: 'week',
      amount: 50_000,
    });
    expect(parseSetLimitRequest({ kind: 'session', period: 'session', amount: null })).toEqual({
      kind: 'session',
      period: 'session',
      amount: null,
    });
  });

  it('refuses a wrong kind, a period the kind does not take and bad amounts', () => {
    for (const body of [
      null,
      'deposit',
      { kind: 'bonus', period: 'day', amount: 100 },
      { kind: 'deposit', period: 'session', amount: 100 },
      { kind: 'session', period: 'day', amount: 30 },
      { kind: 'deposit', period: 'year', amount: 100 },
      { kind: 'deposit', period: 'day', amount: 0 },
      { kind: 'deposit', period: 'day', amount: -100 },
      { kind: 'deposit', period: 'day', amount: 99.5 },
      { kind: 'deposit', period: 'day', amount: '100' },
      { kind: 'deposit', period: 'day' },
      { kind: 'loss', period: 'day', amount: 1e13 },
    ]) {
      expect(parseSetLimitRequest(body)).toBeNull();
    }
  });
});

describe('isIncrease', () => {
  it('treats a first limit, a decrease and the same amount as immediate', () => {
    expect(isIncrease(null, 100)).toBe(false);
    expect(isIncrease(null, null)).toBe(false);
    expect(isIncrease(100, 50)).toBe(false);
    expect(isIncrease(100, 100)).toBe(false);
  });

  it('treats a higher amount and a removal as a raise', () => {
    expect(isIncrease(100, 101)).toBe(true);
    expect(isIncrease(100, null)).toBe(true);
  });
});

describe('reality check intervals', () => {
  it('allows off, 15, 30 and 60 minutes only', () => {
    for (const minutes of [0, 15, 30, 60]) expect(isRealityCheckMinutes(minutes)).toBe(true);
    for (const minutes of [5, 45, 120, -15, '15', null]) expect(isRealityCheckMinutes(minutes)).toBe(false);
  });
});

describe('exclusion ends', () => {
  it('ends a time-out after days of 24 hours', () => {
    expect(timeoutEnd(1, NOW)).toBe(NOW + DAY_MS);
    expect(exclusionEnd({ kind: 'timeout', days: 30 }, NOW)).toBe(NOW + 30 * DAY_MS);
  });

  it('adds calendar months in UTC, clamped to the end of a short month', () => {
    // 31 August + 6 months = 28 February (2027 is not a leap year), same time of day.
    expect(new Date(selfExclusionEnd('6m', NOW)!).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(new Date(selfExclusionEnd('1y', NOW)!).toISOString()).toBe('2027-08-31T10:00:00.000Z');
    expect(new Date(selfExclusionEnd('5y', NOW)!).toISOString()).toBe('2031-08-31T10:00:00.000Z');
    expect(selfExclusionEnd('permanent', NOW)).toBeNull();
    expect(exclusionEnd({ kind: 'self_exclusion', period: 'permanent' }, NOW)).toBeNull();
  });
});

describe('exclusionRequestProblem', () => {
  it('accepts a confirmed request with a password', () => {
    expect(exclusionRequestProblem({ kind: 'timeout', days: 7, confirm: true, password: 'x' })).toBeNull();
    expect(
      exclusionRequestProblem({ kind: 'self_exclusion', period: '5y', confirm: true, password: 'x' }),
    ).toBeNull();
  });

  it('names what is wrong', () => {
    expect(exclusionRequestProblem({ kind: 'timeout', days: 0, confirm: true, password: 'x' })).toBe('shape');
    expect(exclusionRequestProblem({ kind: 'timeout', days: 31, confirm: true, password: 'x' })).toBe(
      'shape',
    );
    expect(exclusionRequestProblem({ kind: 'timeout', days: 1.5, confirm: true, password: 'x' })).toBe(
      'shape',
    );
    expect(
      exclusionRequestProblem({ kind: 'self_exclusion', period: '2y', confirm: true, password: 'x' }),
    ).toBe('shape');
    expect(exclusionRequestProblem({ kind: 'ban', confirm: true, password: 'x' })).toBe('shape');
    expect(exclusionRequestProblem({ kind: 'timeout', days: 3, confirm: 'true', password: 'x' })).toBe(
      'unconfirmed',
    );
    expect(exclusionRequestProblem({ kind: 'timeout', days: 3, password: 'x' })).toBe('unconfirmed');
    expect(exclusionRequestProblem({ kind: 'timeout', days: 3, confirm: true, password: '' })).toBe(
      'password',
    );
    expect(exclusionRequestProblem({ kind: 'timeout', days: 3, confirm: true })).toBe('password');
  });
});
