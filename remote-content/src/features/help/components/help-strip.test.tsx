import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { fakeHelpServer } from '../testing/help-testing';
import { HelpCentreBlock } from './help-centre-block';
import { HelpStrip } from './help-strip';

afterEach(() => jest.restoreAllMocks());

describe('HelpStrip', () => {
  it('lists the section titles, each to /m/help?i=<index>', async () => {
    fakeHelpServer();
    renderWithProviders(<HelpStrip />, { path: '/m/home' });
    const nav = await screen.findByRole('navigation', { name: 'Help centre' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['About us', '/m/help?i=0'],
      ['FAQ', '/m/help?i=1'],
      ['Terms', '/m/help?i=2'],
    ]);
  });

  it('neither shows nor fetches on /m/help', () => {
    const get = fakeHelpServer();
    const { container } = renderWithProviders(<HelpStrip />, { path: '/m/help?i=1' });
    expect(container).toBeEmptyDOMElement();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('HelpCentreBlock', () => {
  it('shows the site copy and links to the sections', async () => {
    fakeHelpServer();
    renderWithProviders(<HelpCentreBlock />, { path: '/m/home' });
    expect(await screen.findByRole('heading', { name: 'Need help?' })).toBeInTheDocument();
    expect(screen.getByText('Our team answers around the clock.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/m/help?i=2');
    expect(screen.getByRole('link', { name: 'Open the help centre' })).toHaveAttribute('href', '/m/help');
  });

  it('neither shows nor fetches on /m/help', () => {
    const get = fakeHelpServer();
    const { container } = renderWithProviders(<HelpCentreBlock />, { path: '/m/help' });
    expect(container).toBeEmptyDOMElement();
    expect(get).not.toHaveBeenCalled();
  });
});
