import { checkAmount } from './amount-check';

const limits = { minMinor: 100_00, maxMinor: 25_000_00, scale: 100 };

describe('checkAmount', () => {
  it('accepts Bengali digits and returns minor units', () => {
    expect(checkAmount('৫০০', limits)).toEqual({ ok: true, minor: 500_00 });
    expect(checkAmount('১,২৫০.৫০', limits)).toEqual({ ok: true, minor: 1_250_50 });
  });

  it('accepts Latin digits with separators and up to two decimals', () => {
    expect(checkAmount('1,000', limits)).toEqual({ ok: true, minor: 1_000_00 });
    expect(checkAmount(' 150.5 ', limits)).toEqual({ ok: true, minor: 150_50 });
  });

  it('asks for an amount when the field is empty', () => {
    expect(checkAmount('   ', limits)).toEqual({ ok: false, problem: 'required' });
  });

  it('rejects what is not a positive amount', () => {
    for (const input of ['abc', '12a', '-100', '10.505', '0', '১২x']) {
      expect(checkAmount(input, limits)).toEqual({ ok: false, problem: 'notNumber' });
    }
  });

  it('rejects amounts below the minimum and above the maximum, inclusive limits pass', () => {
    expect(checkAmount('99.99', limits)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkAmount('100', limits).ok).toBe(true);
    expect(checkAmount('25000', limits).ok).toBe(true);
    expect(checkAmount('25000.01', limits)).toEqual({ ok: false, problem: 'aboveMax' });
  });

  it('caps a withdrawal at the withdrawable amount when that is lower than the maximum', () => {
    const withdraw = { ...limits, withdrawableMinor: 800_00 };
    expect(checkAmount('800', withdraw)).toEqual({ ok: true, minor: 800_00 });
    expect(checkAmount('৮০১', withdraw)).toEqual({ ok: false, problem: 'aboveWithdrawable' });
  });

  it('names the maximum when the withdrawable amount is above it', () => {
    const rich = { ...limits, withdrawableMinor: 90_000_00 };
    expect(checkAmount('30000', rich)).toEqual({ ok: false, problem: 'aboveMax' });
  });
});
