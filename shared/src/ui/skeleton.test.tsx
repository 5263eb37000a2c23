import { render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('shows 6 busy placeholder rows by default', () => {
    const { container } = render(<Skeleton />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.mc-skeleton__row')).toHaveLength(6);
  });

  it('shows the number of rows asked for', () => {
    const { container } = render(<Skeleton rows={3} />);
    expect(container.querySelectorAll('.mc-skeleton__row')).toHaveLength(3);
  });
});
