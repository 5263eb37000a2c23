import { minorToInput, parseAmountToMinor, toLatinDigits } from './amount';

describe('amount entry', () => {
  it('reads Bengali and Latin digits alike', () => {
    expect(toLatinDigits('৳১,২৩৪.৫০')).toBe('৳1,234.50');
    expect(parseAmountToMinor('১২৩৪.৫')).toBe(123450);
    expect(parseAmountToMinor('1234.5')).toBe(123450);
  });

  it('accepts thousands separators and spaces, and whole amounts', () => {
    expect(parseAmountToMinor(' 12,345 ')).toBe(1234500);
    expect(parseAmountToMinor('500')).toBe(50000);
    expect(parseAmountToMinor('0.01')).toBe(1);
  });

  it('rejects what is not an amount: empty, negative, letters, too many decimals, overflow', () => {
    for (const bad of ['', '  ', '-5', '5a', 'abc', '1.234', '1..2', '.5', '1e3', '99999999999999999999']) {
      expect(parseAmountToMinor(bad)).toBeNull();
    }
  });

  it('writes minor units back as an input value', () => {
    expect(minorToInput(150000)).toBe('1500');
    expect(minorToInput(1050)).toBe('10.50');
    expect(minorToInput(5)).toBe('0.05');
  });
});
