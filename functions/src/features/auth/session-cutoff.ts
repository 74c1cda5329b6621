/**
 * Sessions end everywhere by a time stored on the profile (`sessionsEndedAt`, milliseconds): a
 * token whose session signed in before it is refused. Firebase's own revocation is checked by
 * verifyIdToken only when asked (and costs a call to Auth), and counts whole seconds.
 */

/** True when a session that signed in at `authTime` (seconds) began before its sessions were ended. */
export function startedBeforeCutoff(authTime: number, sessionsEndedAt: number): boolean {
  return authTime * 1000 < sessionsEndedAt;
}

/**
 * How long to wait before signing in so the new session's whole-second `auth_time` falls after
 * the cut-off (0 when `now` is already in a later second, or when nothing was ended).
 */
export function waitBeforeFreshSignIn(sessionsEndedAt: number, now: number): number {
  if (!sessionsEndedAt) return 0;
  const nextSecond = Math.ceil(sessionsEndedAt / 1000) * 1000;
  return Math.max(0, nextSecond - now);
}
