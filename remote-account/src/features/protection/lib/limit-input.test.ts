import { checkLimitInput, limitChange } from './limit-input';

describe('checkLimitInput', () => {
  it('reads money in major units, Bengali or Latin digits, into minor units', () => {
    expect(checkLimitInput('1,500.50', 'deposit', 100)).toEqual({ ok: true, value: 150_050 });
    expect(checkLimitInput('৫০০', 'loss', 100)).toEqual({ ok: true, value: 50_000 });
  });

  it('names the one problem of a bad amount', () => {
    expect(checkLimitInput('  ', 'deposit', 100)).toEqual({ ok: false, problem: 'required' });
    expect(checkLimitInput('-5', 'deposit', 100)).toEqual({ ok: false, problem: 'format' });
    expect(checkLimitInput('1.234', 'wager', 100)).toEqual({ ok: false, problem: 'format' });
    expect(checkLimitInput('0', 'wager', 100)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkLimitInput('10000000000', 'wager', 100)).toEqual({ ok: true, value: 1_000_000_000_000 });
    expect(checkLimitInput('10000000000.01', 'wager', 100)).toEqual({ ok: false, problem: 'aboveMax' });
  });

  it('reads the session limit as whole minutes from 5 to 1440', () => {
    expect(checkLimitInput('৯০', 'session', 100)).toEqual({ ok: true, value: 90 });
    expect(checkLimitInput('4', 'session', 100)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkLimitInput('1441', 'session', 100)).toEqual({ ok: false, problem: 'aboveMax' });
    expect(checkLimitInput('30.5', 'session', 100)).toEqual({ ok: false, problem: 'format' });
  });
});

describe('limitChange', () => {
  const pending = { amount: 900, effectiveAt: '2025-06-12T08:00:00Z' };

  it('applies a first limit or a lower one at once', () => {
    expect(limitChange({ amount: null, pending: null }, 500)).toBe('now');
    expect(limitChange({ amount: 500, pending: null }, 400)).toBe('now');
  });

  it('makes a raise or a removal wait out the cooling-off', () => {
    expect(limitChange({ amount: 500, pending: null }, 600)).toBe('afterCoolingOff');
    expect(limitChange({ amount: 500, pending: null }, null)).toBe('afterCoolingOff');
  });

  it('blocks a second raise or removal while one waits, but lets the limit go down or stay (cancelling it)', () => {
    expect(limitChange({ amount: 500, pending }, 600)).toBe('blocked');
    expect(limitChange({ amount: 500, pending }, null)).toBe('blocked');
    expect(limitChange({ amount: 500, pending }, 400)).toBe('now');
    expect(limitChange({ amount: 500, pending }, 500)).toBe('now');
  });

  it('has nothing to do for the limit already in force', () => {
    expect(limitChange({ amount: 500, pending: null }, 500)).toBe('unchanged');
    expect(limitChange({ amount: null, pending: null }, null)).toBe('unchanged');
  });
});
