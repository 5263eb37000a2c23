import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_PATHS,
  bus,
  CAPTCHA_PATHS,
  type CaptchaValue,
  type SmsCodeRequest,
  type SmsCodeValue,
} from 'shared';
import { apiAnswer, recorder, setupNetwork } from 'shared/testing';
import { renderWithProviders } from '../../../testing/render';
import { lockUntil, SmsCodeButton } from './sms-code-button';

const server = setupNetwork();

describe('lockUntil', () => {
  it('is the server expiry when sooner than 60 s, else 60 s after sending', () => {
    expect(lockUntil(1_000 + 30_000, 1_000)).toBe(31_000);
    expect(lockUntil(1_000 + 300_000, 1_000)).toBe(61_000);
  });
});

describe('SmsCodeButton', () => {
  const captchaSent = recorder();
  const smsSent = recorder();
  beforeEach(() => {
    captchaSent.requests.length = 0;
    smsSent.requests.length = 0;
    server.use(
      apiAnswer<CaptchaValue>(
        CAPTCHA_PATHS.captcha,
        { captchaId: 'c', image: 'data:image/png;base64,AA' },
        { onRequest: captchaSent.onRequest },
      ),
    );
  });

  it('is disabled without a valid mobile number', () => {
    renderWithProviders(<SmsCodeButton mobileNum="12" purpose="forgot" />);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
  });

  it('asks for the human check, sends with its answer and counts down the resend lock', async () => {
    // The network's own ticks (microtasks, setImmediate) run; the countdown's clock is the test's.
    jest.useFakeTimers({
      now: new Date('2025-01-01T00:00:00Z'),
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const toasts: { type: string; message: string }[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    server.use(
      apiAnswer<SmsCodeValue>(
        ACCOUNT_PATHS.smsCode,
        { expirationTime: Date.now() + 300_000 },
        { method: 'post', onRequest: smsSent.onRequest },
      ),
    );
    const onSent = jest.fn();
    renderWithProviders(<SmsCodeButton mobileNum="01712345678" purpose="forgot" onSent={onSent} />);

    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() =>
      expect(captchaSent.requests.map((request) => request.query.get('username'))).toEqual([
        'sms:01712345678',
      ]),
    );
    await user.type(screen.getByLabelText('Enter the digits shown in the picture'), '4321');
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));

    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(smsSent.requests.map((request) => request.body as SmsCodeRequest)).toEqual([
      { mobileNum: '01712345678', countryDialingCode: '880', purpose: 'forgot', captcha: '4321' },
    ]);
    expect(toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['loading', 'Sending…'],
      ['success', 'SMS sent'],
    ]);
    const button = screen.getByRole('button', { name: /60s/ });
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(10_000));
    expect(button).toHaveTextContent('50s');
    act(() => jest.advanceTimersByTime(50_000));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    stop();
    jest.useRealTimers();
  });
});
