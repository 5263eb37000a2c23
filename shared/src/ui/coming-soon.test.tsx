import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18next-setup';
import { ComingSoon } from './coming-soon';

describe('ComingSoon', () => {
  it('names the page by its title and explains that it comes later', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<ComingSoon title="Deposit" />);
    expect(screen.getByRole('region', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    expect(
      screen.getByText('This page is being built and will be available in a later release.'),
    ).toBeInTheDocument();
  });
});
