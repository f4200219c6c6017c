import { TOTP_DIGITS } from '@propdesk/shared/contracts';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 parameters every authenticator app understands; changing them breaks enrolled factors. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side absorbs a phone clock that is up to 30 s off. */
const ACCEPTED_DRIFT_STEPS = 1;
/** 160 bits, the size RFC 4226 recommends for HMAC-SHA1. */
const SECRET_BYTES = 20;

export function generateTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpOf(secret: string, account = ''): TOTP {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    algorithm: 'SHA1',
    label: account,
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri({
  secret,
  issuer,
  account,
}: {
  secret: string;
  issuer: string;
  account: string;
}): string {
  const totp = totpOf(secret, account);
  totp.issuer = issuer;
  return totp.toString();
}

export function timeStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step the code belongs to when it is valid now (within the accepted drift), otherwise null.
 * The caller compares the step with the last accepted one to refuse replays.
 */
export function matchTotpCode({
  secret,
  code,
  now,
}: {
  secret: string;
  code: string;
  now: Date;
}): number | null {
  const delta = totpOf(secret).validate({
    token: code,
    timestamp: now.getTime(),
    window: ACCEPTED_DRIFT_STEPS,
  });
  return delta === null ? null : timeStepAt(now) + delta;
}

/** The code an authenticator shows at `now`: for the demo accounts (`npm run demo:code`) and for tests. */
export function totpCodeAt(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}
