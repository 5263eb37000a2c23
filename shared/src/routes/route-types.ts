// Types of the one route table: for every path of the spec, which part owns it, whether it needs a session
// and which white-label flag or member rule gates it.
import type { BannerGroup, WhiteLabelFlag } from '../api/contract';
import type { PopupKind } from '../bus/event-bus';

export type RemoteName = 'account' | 'lobby' | 'content' | 'agent';
export type RouteOwner = RemoteName | 'shell';

/**
 * Member rules beyond "has a session" (spec account §6):
 * - agent: member type not in 0, 4, 40;
 * - uplineTransfer: AGETRANSFERUP3 on, member.toUpline, type other than 2;
 * - realAccount: not a free-play trial session.
 */
export type MemberRule = 'agent' | 'uplineTransfer' | 'realAccount';

export interface RouteDef {
  /** Stable id, camelCase, e.g. 'home', 'member', 'deposit', 'liveGames'. Also the i18n key `routes.<id>`. */
  id: string;
  /** Every path that opens it (first one canonical). Paths are exact, without query strings. */
  paths: readonly string[];
  owner: RouteOwner;
  needsSession: boolean;
  flag?: WhiteLabelFlag;
  /** A page made of several switchable parts: on while at least one of these flags is on. */
  anyFlag?: readonly WhiteLabelFlag[];
  memberRule?: MemberRule;
  /** Popup routes open this popup over home instead of a page. */
  popup?: PopupKind;
  /**
   * For visitors only (signing in, registering): a member already signed in goes to the page the link names, or
   * home, instead of a form that would start another session. A free-play session may still sign in.
   */
  guestsOnly?: true;
  /** The banner group shown above the page (spec lobby §3 banner groups; each page shows its own). */
  bannerGroup?: BannerGroup;
  /** Where a visitor without a session goes instead of home (the login popup opens either way). */
  signedOutPath?: string;
}

export interface AccessContext {
  loggedIn: boolean;
  /** Null when logged out or not loaded yet. */
  memberType: number | null;
  toUpline: boolean;
  isTrial: boolean;
  flags: Partial<Record<WhiteLabelFlag, boolean>>;
}

/**
 * allow: render it; login: open the login popup instead of navigating; disabled: the white-label flag is off;
 * forbidden: the member does not satisfy the member rule; signedIn: a visitors-only route and a member is signed in.
 */
export type RouteAccess = 'allow' | 'login' | 'disabled' | 'forbidden' | 'signedIn';
