import { ROUTES } from '../routes/route-table';
import { firstLoadModules } from './page-parts';
import { REMOTE_EXPOSES } from './remote-modules';

describe('first-load modules', () => {
  it('names only modules the remotes expose', () => {
    for (const route of ROUTES) {
      for (const { remote, expose } of firstLoadModules(route.paths[0]!))
        expect(REMOTE_EXPOSES[remote]).toContain(`./${expose}`);
    }
  });

  it('gives home, a lobby page and the member centre their first areas, and a page without remotes none', () => {
    expect(firstLoadModules('/m/home')).toEqual([
      { remote: 'content', expose: 'HomeBanners' },
      { remote: 'lobby', expose: 'HomeGameArea' },
    ]);
    expect(firstLoadModules('/')).toEqual(firstLoadModules('/m/home'));
    expect(firstLoadModules('/m/slot-games').map(({ expose }) => expose)).toEqual(['Banners', 'Pages']);
    expect(firstLoadModules('/m/member')).toEqual([{ remote: 'account', expose: 'Pages' }]);
    expect(firstLoadModules('/m/about')).toEqual([]);
    expect(firstLoadModules('/no/such/page')).toEqual([]);
  });

  it("gives every page of a remote that remote's pages, with its banners where it has them", () => {
    // Each path of the route table, not a list kept beside it: the deposit page is /m/voucherCenter.
    expect(firstLoadModules('/m/voucherCenter')).toEqual([{ remote: 'account', expose: 'Pages' }]);
    expect(firstLoadModules('/m/sport-games')).toEqual([
      { remote: 'content', expose: 'Banners' },
      { remote: 'lobby', expose: 'Pages' },
    ]);
    expect(firstLoadModules('/m/search-games')).toEqual([{ remote: 'lobby', expose: 'Pages' }]);
    expect(firstLoadModules('/m/agent')).toEqual([{ remote: 'agent', expose: 'Pages' }]);
    expect(firstLoadModules('/m/activity')).toEqual([
      { remote: 'content', expose: 'Banners' },
      { remote: 'content', expose: 'Pages' },
    ]);
    // A popup opens over home: home's areas come first.
    expect(firstLoadModules('/m/login')).toEqual(firstLoadModules('/m/home'));
  });
});
