import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { i18n } from '../i18n/i18next-setup';
import { PageBar } from './page-bar';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderBar(entries: string[]) {
  void i18n.changeLanguage('en');
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <PageBar
        title="Help"
        titleId="help-title"
        fallback="/m/home"
        actions={<a href="/m/help/records">Records</a>}
      />
      <Where />
    </MemoryRouter>,
  );
}

describe('PageBar', () => {
  it('shows the title as the page heading, the actions, and a named back button', () => {
    renderBar(['/m/help']);
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toHaveAttribute('id', 'help-title');
    expect(screen.getByRole('link', { name: 'Records' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('goes one step back when the player came from another page of the site', () => {
    renderBar(['/m/notice', '/m/help']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/notice');
  });

  it('goes to the page it belongs under when it was the first page opened', () => {
    renderBar(['/m/help']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
  });
});
