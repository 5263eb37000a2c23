// Session state: the session info under MC_SESSION_INFO in session storage, the autoLogin flag, the trial
// session, and the member info and wallet last loaded. Logged in means a token exists (spec account §6).
import { atom } from 'jotai/vanilla';
import type { LoginValue, MemberInfo, MemberWallet } from '../api/contract';
import { bus } from '../bus/event-bus';
import { readJson, readLocal, writeJson, writeLocal } from '../state/storage';
import { mcStore } from '../state/store';
import { MEMBER_CARD_STORAGE_KEY, SESSION_STORAGE_KEY, TRIAL_SESSION_STORAGE_KEY } from './storage-keys';

export { MEMBER_CARD_STORAGE_KEY, SESSION_STORAGE_KEY, TRIAL_SESSION_STORAGE_KEY };
export const AUTO_LOGIN_STORAGE_KEY = 'autoLogin';

/** Session info as the spec stores it (account §3). */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  expiresAt: number;
}

function isSessionInfo(value: unknown): value is SessionInfo {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.userName === 'string' &&
    typeof v.expiresAt === 'number'
  );
}

function loadStored(key: string): SessionInfo | null {
  const stored = readJson<unknown>('session', key);
  if (!isSessionInfo(stored)) return null;
  if (stored.expiresAt <= Date.now()) return null;
  return stored;
}

export const sessionAtom = atom<SessionInfo | null>(loadStored(SESSION_STORAGE_KEY));
export const trialSessionAtom = atom<SessionInfo | null>(loadStored(TRIAL_SESSION_STORAGE_KEY));
export const memberInfoAtom = atom<MemberInfo | null>(null);
export const walletAtom = atom<MemberWallet | null>(null);
/** The session calls run with: the real one, else the trial one. */
export const activeSessionAtom = atom((get) => get(sessionAtom) ?? get(trialSessionAtom));
/** Derived: logged in means a token exists (a real or a trial session). */
export const loggedInAtom = atom((get) => Boolean(get(activeSessionAtom)?.token));

export function sessionFromLogin(value: LoginValue, merchantCode: string): SessionInfo {
  return {
    token: value.token,
    merchantCode,
    userName: value.userName,
    type: value.type,
    firstTimeLogin: value.firstTimeLogin,
    expiresAt: value.expiresAt,
  };
}

export function getSession(): SessionInfo | null {
  return mcStore.get(sessionAtom) ?? mcStore.get(trialSessionAtom);
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

/** Store a new session (after login) and tell every app. */
export function startSession(info: SessionInfo, options: { autoLogin?: boolean } = {}): void {
  writeJson('session', SESSION_STORAGE_KEY, info);
  // A card kept for an earlier sign-in in this tab may be another member's.
  writeJson('session', MEMBER_CARD_STORAGE_KEY, null);
  if (options.autoLogin !== undefined) writeLocal(AUTO_LOGIN_STORAGE_KEY, options.autoLogin ? '1' : '0');
  mcStore.set(sessionAtom, info);
  mcStore.set(trialSessionAtom, null);
  writeJson('session', TRIAL_SESSION_STORAGE_KEY, null);
  bus.emit('session:changed', { loggedIn: true, userName: info.userName });
}

export function startTrialSession(info: SessionInfo): void {
  writeJson('session', TRIAL_SESSION_STORAGE_KEY, info);
  mcStore.set(trialSessionAtom, info);
  bus.emit('session:changed', { loggedIn: true, userName: info.userName });
}

/**
 * Forget everything of the session: storage (with the member's kept card), token, trial user, member info, wallet;
 * autoLogin becomes 0.
 */
export function clearSession(): void {
  writeJson('session', SESSION_STORAGE_KEY, null);
  writeJson('session', MEMBER_CARD_STORAGE_KEY, null);
  writeJson('session', TRIAL_SESSION_STORAGE_KEY, null);
  writeLocal(AUTO_LOGIN_STORAGE_KEY, '0');
  const wasLoggedIn = getSession() !== null;
  mcStore.set(sessionAtom, null);
  mcStore.set(trialSessionAtom, null);
  mcStore.set(memberInfoAtom, null);
  mcStore.set(walletAtom, null);
  if (wasLoggedIn) bus.emit('session:changed', { loggedIn: false, userName: null });
}

export function isAutoLogin(): boolean {
  return readLocal(AUTO_LOGIN_STORAGE_KEY) === '1';
}

/** Avatar letter: first letter of the nickname, else of the account (spec account §2). */
export function avatarLetter(member: Pick<MemberInfo, 'nickname' | 'account'> | null, fallback = ''): string {
  const name = member?.nickname?.trim() || member?.account?.trim() || fallback;
  return name ? [...name][0]!.toUpperCase() : '';
}

/** Display name: nickname, else account. */
export function displayName(member: Pick<MemberInfo, 'nickname' | 'account'> | null, fallback = ''): string {
  return member?.nickname?.trim() || member?.account?.trim() || fallback;
}
