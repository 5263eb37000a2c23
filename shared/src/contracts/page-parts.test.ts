import { firstLoadModules, FIRST_LOAD_MODULES } from './page-parts';
import { REMOTE_EXPOSES } from './remote-modules';

describe('first-load modules', () => {
  it('names only modules the remotes expose', () => {
    for (const { modules } of FIRST_LOAD_MODULES) {
      for (const { remote, expose } of modules) expect(REMOTE_EXPOSES[remote]).toContain(`./${expose}`);
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
  });
});
