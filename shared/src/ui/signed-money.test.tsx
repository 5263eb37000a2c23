import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { SignedMoney } from './signed-money';

describe('SignedMoney', () => {
  it('writes a plus sign before a gain and marks it as up', () => {
    renderWithProviders(<SignedMoney minor={1250} />);
    const money = screen.getByText('+৳12.50');
    expect(money).toHaveClass('mc-money-signed--up');
  });

  it('writes a minus sign before a loss and marks it as down', () => {
    renderWithProviders(<SignedMoney minor={-1000} />);
    expect(screen.getByText('-৳10.00')).toHaveClass('mc-money-signed--down');
  });

  it('shows zero without a sign', () => {
    renderWithProviders(<SignedMoney minor={0} />);
    expect(screen.getByText('৳0.00')).toHaveClass('mc-money-signed--even');
  });
});
