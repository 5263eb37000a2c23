import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18next-setup';
import { formatMoney, Money } from './money';

const BDT = { symbol: '৳', scale: 100 };

describe('formatMoney', () => {
  it('shows minor units as major units with 2 decimals and thousands separators', () => {
    expect(formatMoney(1234567, BDT)).toBe('৳12,345.67');
    expect(formatMoney(123456789012, BDT)).toBe('৳1,234,567,890.12');
    expect(formatMoney(0, BDT)).toBe('৳0.00');
    expect(formatMoney(5, BDT)).toBe('৳0.05');
    expect(formatMoney(100000, BDT)).toBe('৳1,000.00');
  });

  it('always shows 2 decimals whatever the currency scale', () => {
    expect(formatMoney(12, { symbol: '$', scale: 1 })).toBe('$12.00');
    expect(formatMoney(12345, { symbol: '$', scale: 10 })).toBe('$1,234.50');
  });

  it('rounds finer minor units half away from zero', () => {
    expect(formatMoney(1005, { symbol: '$', scale: 1000 })).toBe('$1.01');
    expect(formatMoney(1004, { symbol: '$', scale: 1000 })).toBe('$1.00');
    expect(formatMoney(-1005, { symbol: '$', scale: 1000 })).toBe('-$1.01');
  });

  it('puts a minus before the symbol for negative amounts, and none when it rounds to zero', () => {
    expect(formatMoney(-1234567, BDT)).toBe('-৳12,345.67');
    expect(formatMoney(-4, { symbol: '$', scale: 1000 })).toBe('$0.00');
  });

  it('shows asterisks when hidden', () => {
    expect(formatMoney(1234567, { ...BDT, hidden: true })).toBe('****');
  });
});

describe('Money', () => {
  beforeAll(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the amount with the plain text as its accessible name', () => {
    render(<Money amount={1234567} {...BDT} />);
    expect(screen.getByLabelText('৳12,345.67')).toHaveTextContent('৳12,345.67');
  });

  it('masks the amount while refreshing', () => {
    render(<Money amount={1234567} {...BDT} masked />);
    const money = screen.getByLabelText('Loading…');
    expect(money).toHaveTextContent('****');
    expect(money).toHaveAttribute('aria-busy', 'true');
  });

  it('hides the amount when the member hides the balance', () => {
    render(<Money amount={1234567} {...BDT} hidden />);
    expect(screen.getByLabelText('Hidden')).toHaveTextContent('****');
    expect(screen.queryByText(/12,345/)).not.toBeInTheDocument();
  });
});
