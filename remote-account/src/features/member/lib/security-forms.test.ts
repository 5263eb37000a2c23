import { validatePaymentPassword, validatePayoutAccount } from './security-forms';
import { isEWalletNumber } from './security-rules';
import { isPaymentPassword } from 'shared/validation';

describe('payment password rule', () => {
  it('accepts exactly 6 digits, Bengali digits included', () => {
    expect(isPaymentPassword('123456')).toBe(true);
    expect(isPaymentPassword('১২৩৪৫৬')).toBe(true);
  });

  it('refuses other lengths and non-digits', () => {
    expect(isPaymentPassword('12345')).toBe(false);
    expect(isPaymentPassword('1234567')).toBe(false);
    expect(isPaymentPassword('12a456')).toBe(false);
  });

  it('asks for the old password only when one is already set', () => {
    const values = { oldPassword: '', newPassword: '123456', confirmPassword: '123456' };
    expect(validatePaymentPassword(values, false)).toEqual({});
    expect(validatePaymentPassword(values, true)).toEqual({
      oldPassword: 'memberArea.security.errors.oldRequired',
    });
  });

  it('refuses a new password equal to the old one and a wrong confirmation', () => {
    expect(
      validatePaymentPassword(
        { oldPassword: '123456', newPassword: '123456', confirmPassword: '654321' },
        true,
      ),
    ).toEqual({
      newPassword: 'memberArea.security.errors.samePassword',
      confirmPassword: 'memberArea.security.errors.confirmMismatch',
    });
  });
});

describe('e-wallet number rule (bKash, Nagad, Rocket)', () => {
  it('accepts 01XXXXXXXXX mobile numbers, with spaces, dashes or Bengali digits', () => {
    expect(isEWalletNumber('01712345678')).toBe(true);
    expect(isEWalletNumber('017-1234-5678')).toBe(true);
    expect(isEWalletNumber('০১৭১২৩৪৫৬৭৮')).toBe(true);
  });

  it('refuses other shapes', () => {
    expect(isEWalletNumber('1712345678')).toBe(false);
    expect(isEWalletNumber('0171234567')).toBe(false);
    expect(isEWalletNumber('017123456789')).toBe(false);
    expect(isEWalletNumber('02712345678')).toBe(false);
    expect(isEWalletNumber('+8801712345678')).toBe(false);
  });
});

describe('validatePayoutAccount', () => {
  const base = {
    provider: 'BKASH' as const,
    accountNumber: '01712345678',
    accountName: 'Rahim Uddin',
    bankName: '',
    paymentPassword: '123456',
  };

  it('passes a complete e-wallet account', () => {
    expect(validatePayoutAccount(base)).toEqual({});
  });

  it('names the wallet format for a bad e-wallet number', () => {
    expect(validatePayoutAccount({ ...base, accountNumber: '12345' })).toEqual({
      accountNumber: 'memberArea.security.errors.walletNumber',
    });
  });

  it('needs a bank name and a digits-only number for a bank account', () => {
    expect(validatePayoutAccount({ ...base, provider: 'BANK', accountNumber: '12AB' })).toEqual({
      accountNumber: 'memberArea.security.errors.bankNumber',
      bankName: 'memberArea.security.errors.required',
    });
    expect(
      validatePayoutAccount({
        ...base,
        provider: 'BANK',
        bankName: 'Dutch-Bangla Bank',
        accountNumber: '1234567890123',
      }),
    ).toEqual({});
  });

  it('needs the 6-digit payment password', () => {
    expect(validatePayoutAccount({ ...base, paymentPassword: '12' })).toEqual({
      paymentPassword: 'memberArea.security.errors.paymentPasswordDigits',
    });
  });
});
