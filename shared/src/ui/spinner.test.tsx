import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is hidden from assistive technology so the caller names the busy state', () => {
    render(<Spinner className="extra" />);
    expect(screen.getByTestId('mc-spinner')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('mc-spinner')).toHaveClass('mc-spinner', 'extra');
  });
});
