import { createHash, randomBytes } from 'node:crypto';

const INVITATION_TOKEN_BYTES = 32;

/** SHA-256 of a link's token: the only form of it the database holds. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link token (256 random bits, url-safe) and its hash. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(INVITATION_TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

/** The shell's invitation page (`/invitations/:token`), where the invitee accepts. */
export function invitationLink(publicAppUrl: string, token: string): string {
  return `${publicAppUrl}/invitations/${encodeURIComponent(token)}`;
}
