import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '../i18n/i18next-setup';
import { type FormRules, serverFieldKeys, useSiteForm } from './site-form';

interface Values {
  userName: string;
  password: string;
  code: string;
}

const required = (value: string) => (value ? null : { key: 'validation.required' as const });

/** A form as the apps build one: a user name and a password; the code is ruled only once asked for. */
function TestForm({ onSubmit }: { onSubmit: (values: Values) => Promise<void> | void }) {
  const [askCode, setAskCode] = useState(false);
  const rules: FormRules<Values> = {
    userName: required,
    password: (value) =>
      value.length >= 6 ? null : { key: 'validation.length' as const, params: { min: 6, max: 20 } },
    ...(askCode ? { code: required } : {}),
  };
  const form = useSiteForm<Values>({
    defaultValues: { userName: '', password: '', code: '' },
    rules,
    order: ['userName', 'password', 'code'],
    onSubmit: async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        form.applyServerErrors(error);
      }
    },
  });
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <label>
        User name
        <input {...form.register('userName')} />
      </label>
      <p data-testid="userName-message">{form.messageOf('userName')}</p>
      <label>
        Password
        <input {...form.register('password')} />
      </label>
      <p data-testid="password-message">{form.messageOf('password')}</p>
      <label>
        Code
        <input {...form.register('code')} />
      </label>
      <button type="button" onClick={() => setAskCode(true)}>
        Ask for a code
      </button>
      <button type="submit" disabled={!form.formState.isValid}>
        Send
      </button>
    </form>
  );
}

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('bn'));
});

test('the send button waits for every rule in force, including one that comes while the form is open', async () => {
  const user = userEvent.setup();
  render(<TestForm onSubmit={jest.fn()} />);
  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  await user.type(screen.getByLabelText('User name'), 'player1');
  await user.type(screen.getByLabelText('Password'), 'abc123');
  expect(send).toBeEnabled();
  // The code's rule arrives (as a captcha is asked for after a failed try): not valid until it is filled in.
  await user.click(screen.getByRole('button', { name: 'Ask for a code' }));
  expect(send).toBeDisabled();
  await user.type(screen.getByLabelText('Code'), '1234');
  expect(send).toBeEnabled();
});

test("a submit with wrong fields shows each field's message in the page's language and focuses the first in order", async () => {
  const submitted = jest.fn();
  render(<TestForm onSubmit={submitted} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password'), 'abc');
  // Submitted through the form (the button is disabled while the form is invalid).
  const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
  await act(() => Promise.resolve(form.requestSubmit()));
  expect(screen.getByTestId('userName-message')).toHaveTextContent('This field is required');
  expect(screen.getByTestId('password-message')).toHaveTextContent('Between 6 and 20 characters');
  expect(screen.getByLabelText('User name')).toHaveFocus();
  expect(submitted).not.toHaveBeenCalled();

  await act(() => i18n.changeLanguage('bn'));
  expect(screen.getByTestId('userName-message')).not.toHaveTextContent('This field is required');
  expect(screen.getByTestId('userName-message').textContent).not.toBe('');
  await act(() => i18n.changeLanguage('en'));
});

test("the API's validation failure lands on its fields, the first in the form's order focused", async () => {
  const user = userEvent.setup();
  // The API client's failures are errors carrying the envelope's code and value.
  const failure = Object.assign(new Error('validation failed'), {
    code: 'validation.failed',
    value: { fields: { password: ['validation.required'], userName: ['validation.required'] } },
  });
  render(
    <TestForm
      onSubmit={() => {
        throw failure;
      }}
    />,
  );
  await user.type(screen.getByLabelText('User name'), 'player1');
  await user.type(screen.getByLabelText('Password'), 'abc123');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByTestId('userName-message')).toHaveTextContent('This field is required');
  expect(screen.getByTestId('password-message')).toHaveTextContent('This field is required');
  expect(screen.getByLabelText('User name')).toHaveFocus();
});

test('only a validation failure carries field messages', () => {
  expect(
    serverFieldKeys({ code: 'validation.failed', value: { fields: { amount: ['validation.required'] } } }),
  ).toEqual({
    amount: ['validation.required'],
  });
  expect(serverFieldKeys({ code: 'validation.failed', value: null })).toEqual({});
  expect(serverFieldKeys({ code: 'network.offline', value: null })).toBeNull();
  expect(serverFieldKeys(new Error('boom'))).toBeNull();
});
