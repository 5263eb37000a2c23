import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, mcStore, sessionAtom } from 'shared';
import { renderWithProviders } from '../../../testing/render';
import { bindMobile } from '../api/bind-mobile';
import { BindMobileDialog } from './bind-mobile-dialog';

jest.mock('../api/bind-mobile', () => {
  const { mutationHook } =
    jest.requireActual<typeof import('../../../testing/render')>('../../../testing/render');
  const bind = jest.fn();
  return { bindMobile: bind, useBindMobile: mutationHook(bind) };
});

const bindMock = jest.mocked(bindMobile);
const mobileInput = () => screen.getByRole('textbox', { name: 'Mobile number' });
const codeInput = () => screen.getByRole('textbox', { name: 'SMS code' });
const submit = () => screen.getByRole('button', { name: 'Bind number' });

beforeEach(() => {
  jest.clearAllMocks();
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
    expect(bindMock).not.toHaveBeenCalled();
  });

  it('binds the number with its code, then tells the page; a wrong code is cleared and said', async () => {
    const user = userEvent.setup();
    const onBound = jest.fn();
    const onClose = jest.fn();
    bindMock.mockRejectedValueOnce(new ApiError('sms.code_invalid', 400));
    bindMock.mockResolvedValueOnce(null);
    renderWithProviders(<BindMobileDialog open onClose={onClose} onBound={onBound} />);
    await user.type(mobileInput(), '1712345678');
    await user.type(codeInput(), '111111');
    await user.click(submit());
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(codeInput()).toHaveValue('');
    await user.type(codeInput(), '482917');
    await user.click(submit());
    await waitFor(() => expect(onBound).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(bindMock).toHaveBeenLastCalledWith({ mobileNum: '1712345678', smsCode: '482917' });
  });
});
