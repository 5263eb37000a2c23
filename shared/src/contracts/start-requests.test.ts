import { API_PATHS, MERCHANT_CODE, MONEY_PATHS } from '../api/contract';
import { MEMBER_TYPES } from '../config/constants';
import { apiRequestPath, audienceOfType, earlyRequests, startRequestNames } from './start-requests';

const pathOf = (path: string, moduleId: string) =>
  `${path}?merchantCode=${MERCHANT_CODE}&moduleId=${moduleId}`;

describe('start requests', () => {
  it('asks every visitor for the config and status, a session for its info and wallet, and no badge counts', () => {
    expect(earlyRequests('/m/home')).toEqual({
      everyone: [pathOf(API_PATHS.systemConfig, 'COMM3'), pathOf(API_PATHS.systemStatus, 'COMM3')],
      session: [pathOf(API_PATHS.memberInfo, 'COMM3'), pathOf(API_PATHS.memberWallet, 'FUNDTRANS3')],
      // Unread mail and unclaimed rewards wait for the page's first content (shared/src/state/first-load.ts).
      memberArea: [],
      guestLikeType: MEMBER_TYPES.guestLike,
    });
  });

  it("adds the member centre's rank only on the pages that show it", () => {
    const member = earlyRequests('/m/member');
    expect(member.session).toContain(pathOf(MONEY_PATHS.rankProgress, 'COMM3'));
    expect(member.memberArea).toEqual([]);
    expect(startRequestNames('/m/member/benefits', 'session')).toContain('rankProgress');
    expect(startRequestNames('/m/slot-games', 'memberArea')).not.toContain('rankProgress');
  });

  it('keeps everything personal from visitors', () => {
    expect(audienceOfType(MEMBER_TYPES.guestLike)).toBe('session');
    expect(audienceOfType(0)).toBe('memberArea');
    expect(startRequestNames('/m/member', 'session')).toEqual([
      'merchantConfig',
      'systemStatus',
      'memberInfo',
      'memberWallet',
      'rankProgress',
    ]);
    expect(startRequestNames('/m/member', null)).toEqual(['merchantConfig', 'systemStatus']);
    // An unknown path is still a page of the site: it gets the calls every page makes.
    expect(startRequestNames('/no/such/page', 'memberArea')).toEqual([
      'merchantConfig',
      'systemStatus',
      'memberInfo',
      'memberWallet',
    ]);
  });

  it('writes a call as the client sends it: merchant code, module id, then its own values, URL-encoded', () => {
    expect(apiRequestPath('/wps/game/list', 'GAMELO3', { gameType: 'RNG', name: 'a b&c' })).toBe(
      `/wps/game/list?merchantCode=${MERCHANT_CODE}&moduleId=GAMELO3&gameType=RNG&name=a+b%26c`,
    );
  });
});
