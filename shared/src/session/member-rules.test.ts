import {
  canMarkAnnouncementRead,
  canSeeChatUnread,
  canUplineTransfer,
  canUseFreePlayFeatures,
  isAgentType,
  isGuestLikeType,
  skipsContractCheck,
} from './member-rules';

describe('member rules', () => {
  it('counts every type except 0, 4 and 40 as an agent', () => {
    for (const type of [0, 4, 40]) expect(isAgentType(type)).toBe(false);
    for (const type of [1, 2, 3, 5, 39, 41, 42]) expect(isAgentType(type)).toBe(true);
    expect(isAgentType(null)).toBe(false);
  });

  it('skips the contract check exactly for types 4, 40, 41 and 42', () => {
    for (const type of [4, 40, 41, 42]) expect(skipsContractCheck(type)).toBe(true);
    for (const type of [0, 1, 2, 3, 39, 43]) expect(skipsContractCheck(type)).toBe(false);
    expect(skipsContractCheck(null)).toBe(false);
  });

  it('treats only type 4 as guest-like', () => {
    expect(isGuestLikeType(4)).toBe(true);
    for (const type of [0, 3, 5, 40]) expect(isGuestLikeType(type)).toBe(false);
    expect(isGuestLikeType(null)).toBe(false);
  });

  it('allows the free-play footer features to types 0, 1 and 2 only', () => {
    for (const type of [0, 1, 2]) expect(canUseFreePlayFeatures(type)).toBe(true);
    for (const type of [3, 4, 40, 41]) expect(canUseFreePlayFeatures(type)).toBe(false);
    expect(canUseFreePlayFeatures(null)).toBe(false);
  });

  it('allows upline transfer only with the flag, a toUpline member and a type other than 2', () => {
    expect(canUplineTransfer({ flag: true, toUpline: true, type: 1 })).toBe(true);
    expect(canUplineTransfer({ flag: true, toUpline: true, type: 3 })).toBe(true);
    expect(canUplineTransfer({ flag: true, toUpline: true, type: 2 })).toBe(false);
    expect(canUplineTransfer({ flag: false, toUpline: true, type: 1 })).toBe(false);
    expect(canUplineTransfer({ flag: true, toUpline: false, type: 1 })).toBe(false);
    expect(canUplineTransfer({ flag: true, toUpline: true, type: null })).toBe(false);
  });

  it('marks announcements read only for logged-in members of a type other than 4', () => {
    expect(canMarkAnnouncementRead({ loggedIn: true, type: 0 })).toBe(true);
    expect(canMarkAnnouncementRead({ loggedIn: true, type: 40 })).toBe(true);
    expect(canMarkAnnouncementRead({ loggedIn: true, type: 4 })).toBe(false);
    expect(canMarkAnnouncementRead({ loggedIn: false, type: 0 })).toBe(false);
  });

  it('fetches chat unread only with the chat flag, a session and a type other than 4', () => {
    expect(canSeeChatUnread({ chatFlag: true, loggedIn: true, type: 1 })).toBe(true);
    expect(canSeeChatUnread({ chatFlag: true, loggedIn: true, type: 4 })).toBe(false);
    expect(canSeeChatUnread({ chatFlag: false, loggedIn: true, type: 1 })).toBe(false);
    expect(canSeeChatUnread({ chatFlag: true, loggedIn: false, type: 1 })).toBe(false);
  });
});
