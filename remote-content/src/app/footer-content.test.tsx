import { act, screen } from '@testing-library/react';
import { i18n } from 'shared';
import { merchantConfig, renderWithProviders, signOut } from '../testing/render';
import { ResponsibleGaming } from './footer-content';

afterEach(async () => {
  signOut();
  await act(() => i18n.changeLanguage('en'));
});

describe('the footer responsible-gaming line', () => {
  it('shows visitors the age badge and a link to the responsible-gaming page', () => {
    renderWithProviders(<ResponsibleGaming />, { flags: { RGFOOTER: true } });
    const line = screen.getByRole('region', { name: 'Responsible gaming' });
    expect(line).toContainElement(screen.getByRole('img', { name: 'Adults only: 18 and over' }));
    expect(screen.getByRole('img', { name: 'Adults only: 18 and over' })).toHaveTextContent('18+');
    expect(line).toHaveTextContent('Gaming is for adults aged 18 and over.');
    expect(screen.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/m/responsible-gaming',
    );
  });

  it("uses the merchant's minimum age", async () => {
    const { client } = renderWithProviders(<ResponsibleGaming />, { flags: { RGFOOTER: true } });
    act(() => {
      client.setQueryData(['system', 'config'], { ...merchantConfig({ RGFOOTER: true }), minimumAge: 21 });
    });
    expect(await screen.findByRole('img', { name: 'Adults only: 21 and over' })).toHaveTextContent('21+');
  });

  it('speaks Bengali', async () => {
    renderWithProviders(<ResponsibleGaming />, { flags: { RGFOOTER: true } });
    await act(() => i18n.changeLanguage('bn'));
    expect(screen.getByRole('img', { name: 'শুধু প্রাপ্তবয়স্কদের জন্য: 18 বছর ও তার বেশি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'দায়িত্বশীল গেমিং' })).toHaveAttribute(
      'href',
      '/m/responsible-gaming',
    );
  });

  it('is left out when the merchant switched it off', () => {
    renderWithProviders(<ResponsibleGaming />, { flags: {} });
    expect(screen.queryByRole('region', { name: 'Responsible gaming' })).not.toBeInTheDocument();
    expect(screen.queryByText('18+')).not.toBeInTheDocument();
  });
});
