import { createHmac } from 'node:crypto';
import { KYC_DOCUMENT_LINK_TTL_MS } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { signPayload, verifySignedPayload } from '../../infra/signed-payload.ts';

/**
 * Which document, for whom: the link carries it, signed, since a new browser tab sends no bearer token.
 * It is no bearer link for all that: it names the viewer's session, which must still be live with the
 * viewer's access when it is opened, and its own id, which opens it once.
 */
const ZLinkClaims = z.object({
  linkId: z.uuid(),
  documentId: z.uuid(),
  organizationId: z.uuid(),
  viewerId: z.uuid(),
  sessionId: z.uuid(),
});
export type TLinkClaims = z.infer<typeof ZLinkClaims>;

/** A key of its own for document links, derived from the session secret so no new secret is needed. */
export function documentLinkSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('propdesk/kyc-document-link/v1').digest('base64url');
}

/**
 * `<claims>.<signature>`, both base64url: the signature is the webhook scheme (signed-payload.ts), whose
 * timestamp is the issue time, so the link dies KYC_DOCUMENT_LINK_TTL_MS after it was made.
 */
export function signDocumentLink(secret: string, claims: TLinkClaims, nowMs: number): string {
  const body = JSON.stringify(claims);
  return `${Buffer.from(body).toString('base64url')}.${Buffer.from(signPayload(secret, body, nowMs)).toString('base64url')}`;
}

/**
 * Do not loosen: the claims are read only once the signature over them verifies and the link is younger
 * than its lifetime; a changed byte or an old link opens nothing.
 */
export function verifyDocumentLink(secret: string, token: string, nowMs: number): TLinkClaims | null {
  const [encodedBody, encodedHeader, ...rest] = token.split('.');
  if (encodedBody === undefined || encodedHeader === undefined || rest.length > 0) return null;
  const body = Buffer.from(encodedBody, 'base64url').toString();
  const check = verifySignedPayload({
    secret,
    header: Buffer.from(encodedHeader, 'base64url').toString(),
    body,
    nowMs,
    windowMs: KYC_DOCUMENT_LINK_TTL_MS,
  });
  if (!check.isValid) return null;
  try {
    const claims = ZLinkClaims.safeParse(JSON.parse(body));
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
