import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_PATHS,
  bus,
  CAPTCHA_PATHS,
  type CaptchaValue,
  type FieldRule,
  type InvitationCheckValue,
  type LoginValue,
  REGISTER_FIELDS,
  type RegisterConfig,
  type RegisterFieldName,
  type RegisterPayload,
} from 'shared';
import { apiAnswer, apiFailure, type Flags, recorder, setupNetwork } from 'shared/testing';
import { renderWithProviders } from '../../../testing/render';
import { RegisterForm } from './register-form';

const server = setupNetwork();

const off: FieldRule = { enabled: false, required: false, minLength: 0, maxLength: 32, patternId: 'TEXT' };
const rules: Partial<Record<RegisterFieldName, FieldRule>> = {
  username: { enabled: true, required: true, minLength: 4, maxLength: 16, patternId: 'USERNAME' },
  password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'PASSWORD' },
  confirmPassword: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'PASSWORD' },
  mobileNum: { enabled: false, required: false, minLength: 10, maxLength: 20, patternId: 'MOBILE' },
  affiliateCode: { enabled: true, required: false, minLength: 1, maxLength: 16, patternId: 'ALPHANUMERIC' },
  captcha: { enabled: true, required: true, minLength: 1, maxLength: 6, patternId: 'CAPTCHA' },
};
const mockConfig: RegisterConfig = {
  fields: Object.fromEntries(
    REGISTER_FIELDS.map((name) => [name, rules[name] ?? off]),
  ) as RegisterConfig['fields'],
  countryDialingCode: '880',
  minimumAge: 18,
};

const USERNAME_ONLY = { USERNAMEREG3: true };
const captchaSent = recorder();
const checkSent = recorder();
const registerSent = recorder();
const REGISTER = { method: 'put', onRequest: registerSent.onRequest } as const;
const sentRegistrations = () => registerSent.requests.map((request) => request.body as RegisterPayload);

/** The form once the merchant's register config has arrived. */
async function openForm(flags: Flags) {
  renderWithProviders(<RegisterForm onSuccess={jest.fn()} />, flags);
  await screen.findByRole('button', { name: 'Register' });
}

function setUrl(search: string) {
  window.history.replaceState(null, '', `/m/register${search}`);
}

beforeEach(() => {
  setUrl('');
  for (const sent of [captchaSent, checkSent, registerSent]) sent.requests.length = 0;
  server.use(
    apiAnswer<RegisterConfig>(ACCOUNT_PATHS.registerConfig, mockConfig),
    apiAnswer<CaptchaValue>(
      CAPTCHA_PATHS.captcha,
      { captchaId: 'c', image: 'data:image/png;base64,AA' },
      { onRequest: captchaSent.onRequest },
    ),
    apiAnswer<InvitationCheckValue>(
      ACCOUNT_PATHS.invitationCheck,
      { valid: true },
      { onRequest: checkSent.onRequest },
    ),
  );
});

/** The captcha image loads after the popup opens: wait for it so no update lands after the test. */
const captchaLoaded = () => screen.findByRole('img', { name: 'Verification code image' });
const submit = () => screen.getByRole('button', { name: 'Register' });
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('Username'), 'player1');
  await user.type(input('Password'), 'abc12345');
  await user.type(input('Confirm password'), 'abc12345');
  await user.type(input('Verification code'), '1234');
}

describe('RegisterForm', () => {
  it('fetches the register captcha when it opens', async () => {
    await openForm(USERNAME_ONLY);
    await waitFor(() =>
      expect(captchaSent.requests.map((request) => request.query.get('username'))).toEqual(['register']),
    );
  });

  it('shows the engine messages under a field on blur, joined by a comma', async () => {
    const user = userEvent.setup();
    await openForm(USERNAME_ONLY);
    await user.type(input('Username'), '1a');
    await user.tab();
    expect(input('Username')).toHaveAccessibleDescription(
      'Between 4 and 16 characters, Account format is incorrect: start with a letter, then letters and digits',
    );
  });

  it('re-evaluates the confirmation when the password changes', async () => {
    const user = userEvent.setup();
    await openForm(USERNAME_ONLY);
    await user.type(input('Password'), 'abc12345');
    await user.type(input('Confirm password'), 'abc12345');
    await user.tab();
    expect(input('Confirm password')).not.toHaveAttribute('aria-invalid');
    await user.type(input('Password'), '6');
    expect(input('Confirm password')).toHaveAccessibleDescription('Confirmation password not matched');
  });

  it('keeps submit disabled until the disclaimer is ticked, and shows the disclaimer error if submitted anyway', async () => {
    const user = userEvent.setup();
    await openForm(USERNAME_ONLY);
    await fillValid(user);
    expect(submit()).toBeDisabled();
    fireEvent.submit(input('Username').closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please accept the terms');
    expect(sentRegistrations()).toEqual([]);
    await user.click(screen.getByRole('checkbox'));
    expect(submit()).toBeEnabled();
  });

  it('focuses the first field in error on submit', async () => {
    const user = userEvent.setup();
    await openForm(USERNAME_ONLY);
    await user.type(input('Password'), 'abc12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await waitFor(() => expect(input('Username')).toHaveFocus());
    expect(input('Username')).toHaveAccessibleDescription('This field is required');
    expect(sentRegistrations()).toEqual([]);
  });

  it('shows the invitation field when the URL has no code', async () => {
    await openForm(USERNAME_ONLY);
    expect(input('Invitation code')).toHaveValue('');
    expect(checkSent.requests).toEqual([]);
    await captchaLoaded();
  });

  it('hides the invitation field when the URL code is accepted, and sends that code', async () => {
    const user = userEvent.setup();
    setUrl('?affiliateCode=AFF1&domain=partner.example');
    server.use(
      apiAnswer<LoginValue>(
        ACCOUNT_PATHS.register,
        {
          token: 't',
          userName: 'player1',
          type: 0,
          firstTimeLogin: true,
          customerType: 0,
          expiresAt: 0,
          lastSignIn: null,
        },
        REGISTER,
      ),
    );
    await openForm(USERNAME_ONLY);
    await waitFor(() =>
      expect(checkSent.requests.map(({ query }) => [query.get('code'), query.get('domain')])).toEqual([
        ['AFF1', 'partner.example'],
      ]),
    );
    expect(screen.queryByLabelText('Invitation code')).not.toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await waitFor(() => expect(sentRegistrations()).toHaveLength(1));
    expect(sentRegistrations()[0]).toMatchObject({
      username: 'player1',
      affiliateCode: 'AFF1',
      domain: 'partner.example',
      registerBy: 'username',
      registerMethod: 'H5',
      type: 0,
      email: '',
      captcha: '1234',
    });
  });

  it('shows the invitation field, prefilled, when the URL code (code=) is not accepted', async () => {
    setUrl('?code=BAD1');
    server.use(apiAnswer<InvitationCheckValue>(ACCOUNT_PATHS.invitationCheck, { valid: false }));
    await openForm(USERNAME_ONLY);
    expect(await screen.findByLabelText('Invitation code', { selector: 'input' })).toHaveValue('BAD1');
  });

  it('on an invitation failure says so and focuses the invitation field', async () => {
    const user = userEvent.setup();
    const toasts: unknown[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    server.use(apiFailure(ACCOUNT_PATHS.register, 'register.invalid_invitation', null, REGISTER));
    await openForm(USERNAME_ONLY);
    await fillValid(user);
    await user.type(input('Invitation code'), 'X9');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await waitFor(() => expect(input('Invitation code')).toHaveFocus());
    expect(toasts).toContainEqual(
      expect.objectContaining({ type: 'fail', message: 'Invitation code error' }),
    );
    stop();
  });

  it('opens on the mobile tab, without a tab switch, when only mobile registration is on', async () => {
    await openForm({ MOBILENUMREG3: true, REGMOBVERF3: true });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(input('Mobile number')).toHaveAttribute('type', 'tel');
    expect(input('SMS code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
    await captchaLoaded();
  });

  it('shows the tab switch when both methods are on, username first', async () => {
    await openForm({ MOBILENUMREG3: true, USERNAMEREG3: true });
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toBeInTheDocument();
    await captchaLoaded();
  });
});
