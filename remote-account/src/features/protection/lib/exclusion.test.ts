import { checkTimeoutDays, exclusionRequest, previewEnd } from './exclusion';

describe('checkTimeoutDays', () => {
  it('takes whole days from 1 to 30, in Bengali or Latin digits', () => {
    expect(checkTimeoutDays('1')).toEqual({ ok: true, days: 1 });
    expect(checkTimeoutDays(' ৩০ ')).toEqual({ ok: true, days: 30 });
  });

  it('refuses nothing, zero, too many, fractions and signs', () => {
    expect(checkTimeoutDays('')).toEqual({ ok: false, problem: 'required' });
    for (const text of ['0', '31', '1.5', '-3', '7d', '1000']) {
      expect(checkTimeoutDays(text)).toEqual({ ok: false, problem: 'range' });
    }
  });
});

describe('previewEnd', () => {
  const now = Date.parse('2025-01-31T10:00:00Z');

  it('ends a time-out after whole days of 24 hours', () => {
    expect(previewEnd({ kind: 'timeout', days: 7 }, now)).toBe('2025-02-07T10:00:00.000Z');
  });

  it('ends a self-exclusion after calendar months, and never for a permanent one', () => {
    expect(previewEnd({ kind: 'self_exclusion', period: '6m' }, now)).toBe('2025-07-31T10:00:00.000Z');
    expect(previewEnd({ kind: 'self_exclusion', period: '1y' }, now)).toBe('2026-01-31T10:00:00.000Z');
    expect(previewEnd({ kind: 'self_exclusion', period: 'permanent' }, now)).toBeNull();
  });
});

describe('exclusionRequest', () => {
  it('carries both confirmations', () => {
    expect(exclusionRequest({ kind: 'timeout', days: 3 }, 'pw')).toEqual({
      kind: 'timeout',
      days: 3,
      confirm: true,
      password: 'pw',
    });
    expect(exclusionRequest({ kind: 'self_exclusion', period: '5y' }, 'pw')).toEqual({
      kind: 'self_exclusion',
      period: '5y',
      confirm: true,
      password: 'pw',
    });
  });
});
