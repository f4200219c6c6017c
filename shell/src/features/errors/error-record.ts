/** Every uncaught render error gets an Error ID and is kept locally as `error_{id}`. */
export const ERROR_RECORD_PREFIX = 'error_';

export interface ErrorRecord {
  id: string;
  message: string;
  stack: string | null;
  url: string;
  userAgent: string;
  time: string;
}

export function createErrorId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0');
  return `${now.toString(36)}-${suffix}`.toUpperCase();
}

/** Stores the record; storage being full or blocked must never hide the error screen itself. */
export function saveErrorRecord(error: unknown, id: string = createErrorId()): ErrorRecord {
  const record: ErrorRecord = {
    id,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? (error.stack ?? null) : null,
    url: globalThis.location?.href ?? '',
    userAgent: globalThis.navigator?.userAgent ?? '',
    time: new Date().toISOString(),
  };
  try {
    globalThis.localStorage?.setItem(`${ERROR_RECORD_PREFIX}${id}`, JSON.stringify(record));
  } catch {
    // Nothing else to do: the id is still shown and can be reported by mail.
  }
  return record;
}

export function buildReportMailto(supportEmail: string, subject: string, body: string): string {
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
