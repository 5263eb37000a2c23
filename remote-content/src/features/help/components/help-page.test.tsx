import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { i18n } from 'shared';
import { renderWithProviders } from '../../../testing/render';
import { fakeHelpServer, LocationProbe, mockWideScreen } from '../testing/help-testing';
import { HelpDetailPage } from './help-detail-page';
import { HelpPage } from './help-page';

function renderHelp(path = '/m/help') {
  const get = fakeHelpServer();
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/m/help"
        element={
          <>
            <HelpPage />
            <LocationProbe />
          </>
        }
      />
      <Route path="/m/helpDetail" element={<HelpDetailPage />} />
    </Routes>,
    { path },
  );
  return { ...view, get };
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as Partial<Window>).matchMedia;
});

describe('HelpPage', () => {
  it('fetches the list in the current language for MOBILE and shows the first section by default', async () => {
    const { get } = renderHelp();
    const tab = await screen.findByRole('tab', { name: 'About us' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('We are a gaming site.');
    expect(get).toHaveBeenCalledWith('/wps/help/list', {
      moduleId: 'COMM3',
      query: { language: 'en', device: 'MOBILE' },
    });
  });

  it('scrolls to the top on entry', async () => {
    document.documentElement.scrollTop = 300;
    renderHelp();
    await screen.findByRole('tablist');
    expect(document.documentElement.scrollTop).toBe(0);
  });

  it('opens the section and child named by the query (tag, c)', async () => {
    renderHelp('/m/help?tag=faq&c=2');
    expect(await screen.findByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Question 22' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Question 21' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Question 22' })).toHaveTextContent('Answer 22');
  });

  it('switches sections with the tabs and the arrow keys, writing the choice to the query', async () => {
    const user = userEvent.setup();
    renderHelp('/m/help?i=0');
    await user.click(await screen.findByRole('tab', { name: 'FAQ' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/help?i=1');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Terms' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Terms' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The terms.');
  });

  it('opens an accordion entry and shows it in the content popup on a narrow screen', async () => {
    const user = userEvent.setup();
    renderHelp('/m/help?i=1');
    await user.click(await screen.findByRole('button', { name: 'Question 23' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/help?i=1&c=3');
    await user.click(screen.getByRole('button', { name: 'Read in a window' }));
    expect(screen.getByRole('dialog', { name: 'Question 23' })).toHaveTextContent('Answer 23');
  });

  it('shows a side navigation with the chosen child beside it on a wide screen', async () => {
    mockWideScreen(true);
    const user = userEvent.setup();
    renderHelp('/m/help?i=1');
    const nav = await screen.findByRole('navigation', { name: 'Questions about FAQ' });
    expect(within(nav).getByRole('button', { name: 'Question 21' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('article', { name: 'Question 21' })).toHaveTextContent('Answer 21');
    await user.click(within(nav).getByRole('button', { name: 'Question 22' }));
    expect(screen.getByRole('article', { name: 'Question 22' })).toHaveTextContent('Answer 22');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps hostile HTML out of the DOM', async () => {
    jest.restoreAllMocks();
    fakeHelpServer([
      {
        id: 9,
        title: 'Bad',
        tag: 'bad',
        content:
          '<p>Fine</p><script>1</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
        children: [],
      },
    ]);
    renderWithProviders(<HelpPage />, { path: '/m/help' });
    expect(await screen.findByText('Fine')).toBeInTheDocument();
    expect(document.querySelector('script, [onerror], a[href^="javascript:"]')).toBeNull();
  });

  it('refetches in the new language 200 ms after a language change', async () => {
    const { get } = renderHelp();
    await screen.findByRole('tab', { name: 'About us' });
    jest.useFakeTimers();
    try {
      await act(() => i18n.changeLanguage('bn'));
      act(() => jest.advanceTimersByTime(199));
      const languages = () => get.mock.calls.map(([, options]) => options.query?.language);
      expect(languages()).not.toContain('bn');
      act(() => jest.advanceTimersByTime(1));
      expect(get).toHaveBeenCalledWith('/wps/help/list', {
        moduleId: 'COMM3',
        query: { language: 'bn', device: 'MOBILE' },
      });
    } finally {
      jest.useRealTimers();
      await act(() => i18n.changeLanguage('en'));
    }
    await waitFor(() => expect(screen.getByRole('tab', { name: 'About us' })).toBeInTheDocument());
  });
});

describe('HelpDetailPage', () => {
  it('shows the child named by i and c as a full page with back', async () => {
    renderHelp('/m/helpDetail?i=1&c=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 22' })).toBeInTheDocument();
    expect(screen.getByText('Answer 22')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows a whole section without c', async () => {
    renderHelp('/m/helpDetail?i=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'FAQ' })).toBeInTheDocument();
    expect(screen.getByText('Answer 21')).toBeInTheDocument();
    expect(screen.getByText('Answer 23')).toBeInTheDocument();
  });
});
