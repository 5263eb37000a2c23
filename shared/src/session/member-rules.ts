// The member-type rules of the spec (account §3, §6; lobby §4, §6) as pure functions, so the route table, the
// menus, the contract alerts and the unread badges all decide the same way from the same numbers.
import { MEMBER_TYPES } from '../config/constants.ts';

/** A member type as the server sends it; null while logged out or before member info has loaded. */
export type MemberType = number | null;

const includes = (list: readonly number[], type: MemberType): boolean => type !== null && list.includes(type);

/** Agents are every type except 0, 4 and 40; an unknown (null) type is never an agent. */
export function isAgentType(type: MemberType): boolean {
  return type !== null && !includes(MEMBER_TYPES.nonAgent, type);
}

/** Types 4, 40, 41, 42 never get the contract-dividend check when home opens. */
export function skipsContractCheck(type: MemberType): boolean {
  return includes(MEMBER_TYPES.skipContractCheck, type);
}

/** Type 4 is treated as a guest (free play): no unread counts, no read marks. */
export function isGuestLikeType(type: MemberType): boolean {
  return type === MEMBER_TYPES.guestLike;
}

/** The footer's deposit and member checks allow types 0, 1, 2; others get free_reject. */
export function canUseFreePlayFeatures(type: MemberType): boolean {
  return includes(MEMBER_TYPES.freePlayAllowed, type);
}

export interface UplineTransferInput {
  /** The AGETRANSFERUP3 white-label flag. */
  flag: boolean;
  /** member.toUpline */
  toUpline: boolean;
  type: MemberType;
}

/** Upline transfer needs the flag, a toUpline member, and a known type other than 2. */
export function canUplineTransfer({ flag, toUpline, type }: UplineTransferInput): boolean {
  return flag && toUpline && type !== null && type !== MEMBER_TYPES.noUplineTransfer;
}

export interface AnnouncementReadInput {
  loggedIn: boolean;
  type: MemberType;
}

/** Marking an announcement read happens only when logged in and the type is not 4. */
export function canMarkAnnouncementRead({ loggedIn, type }: AnnouncementReadInput): boolean {
  return loggedIn && !isGuestLikeType(type);
}

export interface ChatUnreadInput {
  /** The CHAT white-label flag. */
  chatFlag: boolean;
  loggedIn: boolean;
  type: MemberType;
}

/** The chat unread count is fetched only with the chat flag on, a session, and a type other than 4. */
export function canSeeChatUnread({ chatFlag, loggedIn, type }: ChatUnreadInput): boolean {
  return chatFlag && loggedIn && !isGuestLikeType(type);
}
