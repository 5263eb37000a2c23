import { render, screen } from '@testing-library/react';
import { InputField } from './input-field';

describe('InputField', () => {
  it('names the input by its label and describes it by the hint and the message', () => {
    render(<InputField look="app-field" label="Amount" hint="At most ৳500" error="Too much" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('At most ৳500 Too much');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too much')).toHaveAttribute('aria-live', 'polite');
  });

  it('is neither invalid nor described without a hint or a message', () => {
    render(<InputField look="app-field" label="Remark" error="" />);
    const input = screen.getByRole('textbox', { name: 'Remark' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it("wears the app's look: the box and its parts by the given class, the prefix hidden from screen readers", () => {
    const { container } = render(
      <InputField look="app-field" className="extra" label="Amount" prefix="৳" hint="Balance" error="Bad">
        <button type="button">All</button>
      </InputField>,
    );
    const box = container.firstElementChild;
    expect(box).toHaveClass('app-field', 'extra');
    expect(container.querySelector('.app-field__row .app-field__prefix')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.getByText('Balance')).toHaveClass('app-field__hint');
    expect(screen.getByText('Bad')).toHaveClass('app-field__error');
    expect(box?.lastElementChild).toBe(screen.getByRole('button', { name: 'All' }));
  });
});
