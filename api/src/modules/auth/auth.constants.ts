/** Hex SHA-256 digest of a refresh token. */
export const TOKEN_HASH_LENGTH = 64;

/** Lifetime of a refresh token and of the session behind it; each rotation starts it again. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Lifetime of an access JWT; short, because it is checked against the session only by signature and DB. */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;

/**
 * A retired refresh token presented this soon after its rotation is a race between two tabs of one
 * browser (both sent the old cookie before the new one arrived), not a theft: answered REFRESH_RACE
 * without revoking anything. Later, it is reuse and ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
