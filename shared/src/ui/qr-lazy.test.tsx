import { render, screen, waitFor } from '@testing-library/react';
import { QrImage } from './qr-lazy';

describe('QrImage (as the apps import it)', () => {
  it('holds the place of the code under the same name until the encoder has loaded, then draws it', async () => {
    render(<QrImage value="https://vsbdt.test/r/AB12" label="QR code of your invite link" size={160} />);
    const placeholder = screen.getByRole('img', { name: 'QR code of your invite link' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveStyle({ width: '160px', height: '160px' });

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR code of your invite link' }).tagName.toLowerCase()).toBe(
        'svg',
      ),
    );
    const code = screen.getByRole('img', { name: 'QR code of your invite link' });
    expect(code).toHaveAttribute('width', '160');
    expect(Number(code.getAttribute('data-modules'))).toBeGreaterThanOrEqual(21);
  });
});
