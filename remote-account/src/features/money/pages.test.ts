import { ROUTES } from 'shared';
import { MONEY_PAGES } from './pages';

describe('MONEY_PAGES', () => {
  it('serves only routes of the route table that the account remote owns', () => {
    const ids = ROUTES.filter((route) => route.owner === 'account').map((route) => route.id);
    expect(Object.keys(MONEY_PAGES).length).toBeGreaterThan(0);
    for (const id of Object.keys(MONEY_PAGES)) expect(ids).toContain(id);
  });
});
