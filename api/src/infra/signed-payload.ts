import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of webhook deliveries (payments, trading-data ingestion): `t=<unix seconds>,v1=<hex>` where
 * v1 = HMAC-SHA256(secret, `${t}.${raw body}`), the scheme Stripe popularised. The timestamp is inside the
 * signed text, so a captured delivery replayed later fails the window check even though its signature
 * still verifies; the receivers also refuse a repeated event id.
 */
export const SIGNATURE_HEADER = 'x-propdesk-signature';
export const DEFAULT_REPLAY_WINDOW_MS = 5 * 60_000;

function hmacHex(secret: string, timestampSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
}

export function signPayload(secret: string, body: string, atMs: number): string {
  const timestampSeconds = Math.floor(atMs / 1000);
  return `t=${timestampSeconds},v1=${hmacHex(secret, timestampSeconds, body)}`;
}

export type TSignatureCheck = { isValid: true } | { isValid: false; reason: string };

export function verifySignedPayload({
  secret,
  header,
  body,
  nowMs,
  windowMs = DEFAULT_REPLAY_WINDOW_MS,
}: {
  secret: string;
  header: string | undefined;
  body: string;
  nowMs: number;
  windowMs?: number;
}): TSignatureCheck {
  if (header === undefined) return { isValid: false, reason: `The ${SIGNATURE_HEADER} header is missing` };
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...rest] = part.trim().split('=');
      return [key, rest.join('=')] as const;
    }),
  );
  const timestampSeconds = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestampSeconds) || !/^[0-9a-f]{64}$/.test(signature)) {
    return { isValid: false, reason: 'The signature header is malformed' };
  }
  if (Math.abs(nowMs - timestampSeconds * 1000) > windowMs) {
    return { isValid: false, reason: 'The signature timestamp is outside the five-minute window' };
  }
  const expected = Buffer.from(hmacHex(secret, timestampSeconds, body), 'hex');
  // Constant time: a byte-by-byte comparison would tell an attacker how much of a guess was right.
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return { isValid: false, reason: 'The signature does not match' };
  }
  return { isValid: true };
}
