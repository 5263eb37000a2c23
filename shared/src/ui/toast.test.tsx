import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '../bus/event-bus';
import { i18n } from '../i18n/i18next-setup';
import { showToast, toastDuration, ToastView } from './toast';
import { TOAST_DURATION, type ToastRequest, type ToastType } from './toast-types';

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('toastDuration', () => {
  it('uses the explicit duration when given', () => {
    expect(toastDuration({ type: 'loading', message: 'x', duration: 10000 })).toBe(10000);
    expect(toastDuration({ type: 'fail', message: 'x', duration: 0 })).toBe(0);
  });

  it('keeps a loading toast until it is dismissed or another toast takes its place', () => {
    expect(toastDuration({ type: 'loading', message: 'x' })).toBe(TOAST_DURATION.untilDismissed);
  });

  it.each(['info', 'success', 'fail', 'offline'] as const)(
    'shows a %s toast for the default 1.5 s',
    (type) => {
      expect(toastDuration({ type, message: 'x' })).toBe(1500);
    },
  );
});

describe('showToast', () => {
  it('emits the request on the bus for the shell toast host', () => {
    const listener = jest.fn();
    const off = bus.on('toast', listener);
    const request: ToastRequest = { type: 'success', message: 'SMS sent', id: 'sms' };
    showToast(request);
    off();
    expect(listener).toHaveBeenCalledWith(request);
  });
});

describe('ToastView', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['loading', 'status'],
    ['fail', 'alert'],
    ['offline', 'alert'],
  ] as const)('announces a %s toast with role %s', (type: ToastType, role) => {
    render(<ToastView toast={{ type, message: 'Hello' }} />);
    expect(screen.getByRole(role)).toHaveTextContent('Hello');
    expect(screen.getByTestId(`mc-toast-icon-${type}`)).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a spinner on a loading toast only', () => {
    const { rerender } = render(<ToastView toast={{ type: 'loading', message: 'Sending' }} />);
    expect(screen.getByTestId('mc-spinner')).toBeInTheDocument();
    rerender(<ToastView toast={{ type: 'success', message: 'Sent' }} />);
    expect(screen.queryByTestId('mc-spinner')).not.toBeInTheDocument();
  });

  it('offers a translated dismiss button when dismissible', async () => {
    const onDismiss = jest.fn();
    render(<ToastView toast={{ type: 'info', message: 'Hi' }} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
