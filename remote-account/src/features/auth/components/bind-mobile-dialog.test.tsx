import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BindMobileRequest, mcStore, PROTECTION_PATHS, sessionAtom } from 'shared';
import { apiAnswer, apiFailure, recorder, setupNetwork } from 'shared/testing';
import { renderWithProviders } from '../../../testing/render';
import { BindMobileDialog } from './bind-mobile-dialog';

const server = setupNetwork();
const sent = recorder();
const BIND = { method: 'post', once: true, onRequest: sent.onRequest } as const;
const mobileInput = () => screen.getByRole('textbox', { name: 'Mobile number' });
const codeInput = () => screen.getByRole('textbox', { name: 'SMS code' });
const passwordInput = () => screen.getByLabelText('Login password');
const submit = () => screen.getByRole('button', { name: 'Bind number' });

beforeEach(() => {
  sent.requests.length = 0;
  mcStore.set(sessionAtom, {
    token: 't',
    merchantCode: 'vsbdtf5',
    userName: 'demo01',
    type: 0,
    firstTimeLogin: false,
    expiresAt: Date.now() + 1e6,
  });
});
afterEach(() => mcStore.set(sessionAtom, null));

describe('BindMobileDialog', () => {
  it('checks the number and asks for the code before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BindMobileDialog open onClose={jest.fn()} onBound={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Bind mobile number' })).toBeInTheDocument();
    await user.type(mobileInput(), '12ab');
    await user.tab();
    expect(mobileInput()).toHaveValue('12');
    expect(screen.getByText('Enter a valid mobile number')).toBeInTheDocument();
    // A valid number enables its SMS code button.
    expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
    await user.clear(mobileInput());
    await user.type(mobileInput(), '1712345678');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    await user.click(submit());
    expect(screen.getByText('Enter the code from the SMS')).toBeInTheDocument();
    expect(screen.getByText('Enter your login password')).toBeInTheDocument();
    expect(sent.requests).toEqual([]);
  });

  it('binds the number with its code, then tells the page; a wrong code is cleared and said', async () => {
    const user = userEvent.setup();
    const onBound = jest.fn();
    const onClose = jest.fn();
    server.use(
      apiFailure(PROTECTION_PATHS.bindMobile, 'sms.code_invalid', null, BIND),
      apiAnswer(PROTECTION_PATHS.bindMobile, null, BIND),
    );
    renderWithProviders(<BindMobileDialog open onClose={onClose} onBound={onBound} />);
    await user.type(mobileInput(), '1712345678');
    await user.type(codeInput(), '111111');
    await user.type(passwordInput(), 'demo1234');
    await user.click(submit());
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(codeInput()).toHaveValue('');
    await user.type(codeInput(), '482917');
    await user.click(submit());
    await waitFor(() => expect(onBound).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(sent.requests.map((request) => request.body as BindMobileRequest)).toEqual([
      { mobileNum: '1712345678', smsCode: '111111', loginPassword: 'demo1234' },
      { mobileNum: '1712345678', smsCode: '482917', loginPassword: 'demo1234' },
    ]);
  });

  it('says a wrong login password on its field and clears it, keeping the number and the code', async () => {
    const user = userEvent.setup();
    const onBound = jest.fn();
    server.use(apiFailure(PROTECTION_PATHS.bindMobile, 'auth.password_invalid', null, BIND));
    renderWithProviders(<BindMobileDialog open onClose={jest.fn()} onBound={onBound} />);
    await user.type(mobileInput(), '1712345678');
    await user.type(codeInput(), '482917');
    await user.type(passwordInput(), 'guess');
    await user.click(submit());
    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();
    expect(passwordInput()).toHaveValue('');
    expect(codeInput()).toHaveValue('482917');
    expect(onBound).not.toHaveBeenCalled();
  });
});
