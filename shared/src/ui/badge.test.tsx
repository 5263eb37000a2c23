import { render, screen } from '@testing-library/react';
import { Badge, formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it('shows nothing for zero or less', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });

  it('shows the number from 1 to 99', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(42)).toBe('42');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it('caps at 99+ above 99', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
  });
});

describe('Badge', () => {
  it('renders nothing for a zero count', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the capped count with its accessible label', () => {
    render(<Badge count={150} label="150 unread messages" />);
    expect(screen.getByLabelText('150 unread messages')).toHaveTextContent('99+');
  });
});
