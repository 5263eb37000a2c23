import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bus, type FeedbackConfig, type FeedbackRequest, MONEY_PATHS } from 'shared';
import { apiAnswer, recorder, setupNetwork } from 'shared/testing';
import { renderWithProviders } from '../../../testing/render';
import { FeedbackPage } from './feedback-page';

const server = setupNetwork();
const sent = recorder();

beforeEach(() => {
  sent.requests.length = 0;
  server.use(
    apiAnswer<FeedbackConfig>(MONEY_PATHS.feedback, {
      minWords: 3,
      maxWords: 6,
      categories: ['games', 'deposit'],
    }),
    apiAnswer(MONEY_PATHS.feedback, null, { method: 'put', onRequest: sent.onRequest }),
  );
});

async function renderPage() {
  renderWithProviders(
    <MemoryRouter>
      <FeedbackPage />
    </MemoryRouter>,
  );
  return screen.findByLabelText('Your feedback');
}

describe('FeedbackPage', () => {
  it('counts words live and enables submit only inside the bounds', async () => {
    const user = userEvent.setup();
    const content = await renderPage();
    const submit = screen.getByRole('button', { name: 'Send feedback' });
    const count = screen.getByTestId('feedback-word-count');
    const warned = () => count.classList.contains('acc-member-form__hint--warn');
    expect(submit).toBeDisabled();
    // Nothing written yet is no mistake to point at.
    expect(count).toHaveTextContent('0 words (between 3 and 6)');
    expect(warned()).toBe(false);
    await user.type(content, 'too short');
    expect(count).toHaveTextContent('2 words (between 3 and 6)');
    expect(warned()).toBe(true);
    expect(submit).toBeDisabled();
    await user.type(content, ' now it fits');
    expect(count).toHaveTextContent('5 words');
    expect(warned()).toBe(false);
    expect(submit).toBeEnabled();
    await user.type(content, ' but this is too long');
    expect(count).toHaveTextContent('10 words');
    expect(warned()).toBe(true);
    expect(submit).toBeDisabled();
  });

  it('counts Bengali words the same way', async () => {
    const user = userEvent.setup();
    const content = await renderPage();
    await user.type(content, 'আমার টাকা জমা হয়নি');
    expect(screen.getByTestId('feedback-word-count')).toHaveTextContent('4 words');
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  });

  it('sends category and trimmed content, thanks the member and clears the form', async () => {
    const user = userEvent.setup();
    const toasts: { type: string; message: string }[] = [];
    const stop = bus.on('toast', (toast) => toasts.push(toast));
    const content = await renderPage();
    await user.selectOptions(screen.getByLabelText('Category'), 'deposit');
    await user.type(content, '  the game froze twice  ');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(content).toHaveValue(''));
    expect(sent.requests.map((request) => request.body as FeedbackRequest)).toEqual([
      { category: 'deposit', content: 'the game froze twice' },
    ]);
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success' }));
    stop();
  });
});
