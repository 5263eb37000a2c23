import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18next-setup';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says "No data" in the current language by default', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { unmount } = render(<EmptyState />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    unmount();
    await act(() => i18n.changeLanguage('bn'));
    render(<EmptyState />);
    expect(screen.getByText('কোনো তথ্য নেই')).toBeInTheDocument();
  });

  it('shows the caller text, icon and action', () => {
    render(
      <EmptyState
        text="No game found"
        icon={<svg data-testid="icon" />}
        action={<button type="button">Retry</button>}
      />,
    );
    expect(screen.getByText('No game found')).toBeInTheDocument();
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
