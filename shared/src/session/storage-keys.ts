// What the session keeps in the tab's session storage, by key. A module without state, so that a script outside
// the apps (the member centre's first paint, remote-account/src/first-paint/member-card.ts) can name a key without
// taking the session's atoms along.

/** The member's session (spec account §3). */
export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';
/** A free-play session. */
export const TRIAL_SESSION_STORAGE_KEY = 'MC_TRIAL_SESSION_INFO';
/**
 * The member's card as last drawn, without the balance (remote-account/src/features/member/lib/kept-card.ts): the
 * member centre draws it in its first frame when opened again in this tab. Forgotten with the session.
 */
export const MEMBER_CARD_STORAGE_KEY = 'MC_MEMBER_CARD';
