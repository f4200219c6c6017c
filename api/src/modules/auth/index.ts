/**
 * What other modules may use of auth: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { sendVerificationMail } from './account-mails.ts';
export { TOKEN_HASH_LENGTH } from './auth.constants.ts';
export { readAccessClaims, requireSecondFactor } from './authenticate.ts';
export { createSecretBox, SECRET_PURPOSES, type TSecretBox } from './mfa/secret-box.ts';
export { verifyPassword } from './password-hasher.ts';
export { REFRESH_COOKIE_NAME } from './refresh-cookie.ts';
export type { TSessionAccessCache } from './session-access-cache.ts';
export { readSessionAccess } from './session-access.ts';
export {
  acceptsEventStream,
  createStreamSlots,
  MAX_STREAMS_PER_SESSION,
  MAX_STREAMS_PER_USER,
  NOTIFICATION_STREAM_LIMITS,
  openSessionStream,
  type TStreamSlots,
} from './session-stream.ts';
export { findProfileOfUser, toSessionUser } from './session-user.ts';
export { Session } from './session.entity.ts';
export type { TSessionForgetter } from './session.service.ts';
export { ZNewDeviceSignIn } from './sign-in-events.ts';
export { strictRateLimit } from './strict-rate-limit.ts';
export { deriveTokenKey, TOKEN_AUDIENCES } from './token-keys.ts';
