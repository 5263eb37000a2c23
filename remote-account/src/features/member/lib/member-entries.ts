// The member centre's entries and what tapping each one does for this visitor, decided by the route table's
// access (never a second copy of its flag and member rules).
import { canonicalPath, type RouteAccess, type RouteId, ROUTES } from 'shared';

/** The four main entries (spec account §2). */
export const MAIN_ENTRIES = [
  'deposit',
  'withdraw',
  'inviteFriends',
  'securityCenter',
] as const satisfies RouteId[];

/** Every other member-area entry, in menu order. */
export const LIST_ENTRIES = [
  'depositRecord',
  'withdrawRecord',
  'transactionRecord',
  'bettingRecord',
  'profitAndLoss',
  'rewardCenter',
  'mission',
  'mail',
  'feedback',
  'manualRebate',
  'rebateReport',
  'responsibleGaming',
  'activeSessions',
  'agentCenter',
  'uplineTransfer',
] as const satisfies RouteId[];

export type EntryId = (typeof MAIN_ENTRIES)[number] | (typeof LIST_ENTRIES)[number];

/**
 * navigate: open the page; login: open the login popup instead, which opens the page once signed in; contactService: the reward centre is switched
 * off, so say so with the way to customer service (spec account §6); hidden: flag off, member rule unmet, or an
 * entry for some members only (the agency centre, the upline transfer) while nobody is signed in.
 */
export type EntryAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'login'; to: string }
  | { kind: 'contactService' }
  | { kind: 'hidden' };

export function entryAction(id: RouteId, access: RouteAccess): EntryAction {
  switch (access) {
    case 'allow':
      return { kind: 'navigate', to: canonicalPath(id) };
    case 'login':
      // Signing in does not make a visitor an agent: entries with a member rule wait for the session to say so.
      return hasMemberRule(id) ? { kind: 'hidden' } : { kind: 'login', to: canonicalPath(id) };
    case 'disabled':
      return id === 'rewardCenter' ? { kind: 'contactService' } : { kind: 'hidden' };
    case 'forbidden':
    case 'signedIn':
      return { kind: 'hidden' };
  }
}

function hasMemberRule(id: RouteId): boolean {
  const rule = ROUTES.find((route) => route.id === id)?.memberRule;
  // 'realAccount' pages (deposit, withdraw, …) are for every member, so they still open the login popup.
  return rule !== undefined && rule !== 'realAccount';
}
