/**
 * The invitation a person set out to accept by signing in or creating an account: kept in this browser
 * until they are signed in (after confirming their address, for a new account), so sign-in brings them
 * back to it and it is accepted then. Only the link's token is kept, never anything else.
 */
export const PENDING_INVITATION_KEY = 'pending_invitation';
const INVITATION_TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

export function readPendingInvitation(): string | null {
  try {
    const token = globalThis.localStorage?.getItem(PENDING_INVITATION_KEY) ?? null;
    return token !== null && INVITATION_TOKEN.test(token) ? token : null;
  } catch {
    return null;
  }
}

export function storePendingInvitation(token: string): void {
  if (!INVITATION_TOKEN.test(token)) return;
  try {
    globalThis.localStorage?.setItem(PENDING_INVITATION_KEY, token);
  } catch {
    // Storage blocked: the person opens the link from the mail again after signing in.
  }
}

export function forgetPendingInvitation(): void {
  try {
    globalThis.localStorage?.removeItem(PENDING_INVITATION_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Where sign-in leads while an invitation waits: back to its page. */
export function pendingInvitationPath(): string | null {
  const token = readPendingInvitation();
  return token === null ? null : `/invitations/${token}`;
}
