// When an answer says the member's session is gone on the server: the session expired or was ended (signed out on
// another device, a password change), the member's own session time limit was reached, or the call was refused as
// not logged in although it carried a token. A module without state, so that the API client and a script outside
// the apps (the member centre's first paint) decide the same way from the same answer.

/** Whether an answer's error code, for a call sent with a token or without, means the session is gone. */
export function endsSession(code: unknown, sentWithToken: boolean): boolean {
  return (
    code === 'auth.session_expired' ||
    code === 'limit.session_exceeded' ||
    (code === 'auth.not_logged_in' && sentWithToken)
  );
}
