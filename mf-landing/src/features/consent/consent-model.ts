import type { TTrackingScripts } from '@propdesk/shared/contracts';
import { isPublicPath, markThirdPartyScriptsLoaded } from '@propdesk/shared/federation';
import type { SessionStatus } from '@propdesk/shared/session';

/**
 * Cookie consent: the visitor's choice, stored in localStorage under `cookie_consent`. Essential storage is
 * always on; the other categories are off until the visitor says yes. Pure functions over a Storage
 * and a Document, so every rule is tested without a browser.
 */
export const CONSENT_STORAGE_KEY = 'cookie_consent';
/** A choice older than this is asked again (the cookie policy says 12 months). */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export const OPTIONAL_CATEGORIES = ['analytics', 'marketing', 'personalization'] as const;
export type TOptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export type TConsent = {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
  /** ISO date of the choice. */
  date: string;
};

export type TConsentChoice = 'all' | 'essential' | Record<TOptionalCategory, boolean>;

export function consentFromChoice(choice: TConsentChoice, now: Date): TConsent {
  const flags =
    choice === 'all'
      ? { analytics: true, marketing: true, personalization: true }
      : choice === 'essential'
        ? { analytics: false, marketing: false, personalization: false }
        : choice;
  return { essential: true, ...flags, date: now.toISOString() };
}

function isConsent(value: unknown): value is TConsent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record['essential'] === true &&
    OPTIONAL_CATEGORIES.every((category) => typeof record[category] === 'boolean') &&
    typeof record['date'] === 'string' &&
    !Number.isNaN(Date.parse(record['date']))
  );
}

/** The stored choice, or null when there is none, it is unreadable, or it is too old to rely on. */
export function readConsent(storage: Storage | undefined, now: Date): TConsent | null {
  try {
    const raw = storage?.getItem(CONSENT_STORAGE_KEY);
    if (raw === null || raw === undefined) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isConsent(parsed)) return null;
    return now.getTime() - Date.parse(parsed.date) > CONSENT_MAX_AGE_MS ? null : parsed;
  } catch {
    return null;
  }
}

export function writeConsent(storage: Storage | undefined, consent: TConsent): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage blocked: the choice holds for this page view, and the banner asks again next time.
  }
}

/**
 * Whether third-party scripts may run here at all, whatever the visitor chose: only on a public page
 * and only once the shell knows there is no session. While the session is still being restored
 * (`unknown`) they wait, since a vendor's script running next to a session could read it.
 */
export function mayRunThirdPartyScripts(sessionStatus: SessionStatus, pathname: string): boolean {
  return sessionStatus === 'anonymous' && isPublicPath(pathname);
}

/** The attribute that marks the scripts this module added, so it can find and remove them again. */
const SCRIPT_MARKER = 'data-propdesk-consent';

const SCRIPT_CATEGORIES = {
  analytics: 'analyticsScriptUrl',
  marketing: 'marketingPixelUrl',
} as const satisfies Partial<Record<TOptionalCategory, keyof TTrackingScripts>>;

/**
 * Makes the page's tracking scripts match the consent: a category's script is added when it is
 * accepted and the organization configured one, and removed when it is declined.
 * Without consent (null) nothing optional runs.
 */
export function syncTrackingScripts(
  consent: TConsent | null,
  tracking: TTrackingScripts | null,
  document: Document,
): void {
  for (const [category, field] of Object.entries(SCRIPT_CATEGORIES) as [
    keyof typeof SCRIPT_CATEGORIES,
    keyof TTrackingScripts,
  ][]) {
    const url = tracking?.[field] ?? null;
    const existing = document.head.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARKER}="${category}"]`);
    const wanted = consent !== null && consent[category] && url !== null;
    if (!wanted || (existing !== null && existing.src !== url)) existing?.remove();
    if (!wanted || url === null || (existing !== null && existing.src === url)) continue;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(SCRIPT_MARKER, category);
    markThirdPartyScriptsLoaded(document);
    document.head.append(script);
  }
}
