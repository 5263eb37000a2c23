import { checkTransferAmount, cleanPaymentPassword } from './money';
import { isPaymentPassword } from 'shared/validation';

describe('checkTransferAmount', () => {
  it('asks for an amount when empty', () => {
    expect(checkTransferAmount('  ', 100_00, 100)).toEqual({ ok: false, problem: 'required' });
  });

  it('refuses zero, negatives, letters and too many decimals', () => {
    for (const text of ['0', '-5', 'abc', '1.234', '0.00']) {
      expect(checkTransferAmount(text, 100_00, 100)).toEqual({ ok: false, problem: 'notNumber' });
    }
  });

  it('refuses more than the balance, accepts the whole balance', () => {
    expect(checkTransferAmount('100.01', 100_00, 100)).toEqual({ ok: false, problem: 'aboveBalance' });
    expect(checkTransferAmount('100', 100_00, 100)).toEqual({ ok: true, minor: 100_00 });
  });

  it('reads Bengali digits and separators', () => {
    expect(checkTransferAmount('১,২৫০.৫০', 5_000_00, 100)).toEqual({ ok: true, minor: 1_250_50 });
  });

  it('leaves the balance to the server while it is unknown', () => {
    expect(checkTransferAmount('999999', undefined, 100)).toEqual({ ok: true, minor: 99_999_900 });
  });
});

describe('payment password', () => {
  it('keeps only 6 digits, Bengali digits as Latin', () => {
    expect(cleanPaymentPassword('১২a3 4567')).toBe('123456');
    expect(isPaymentPassword('123456')).toBe(true);
    expect(isPaymentPassword('12345')).toBe(false);
  });
});
