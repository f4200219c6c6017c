/** Certificate constants, free of zod so front ends can import them at run time. */

/**
 * What a certificate attests. A 2-step program goes challenge → verification → funded, a 1-step one
 * challenge → funded: passing the last evaluation phase earns `funded`, passing a challenge that leads to
 * a verification earns `challenge_passed`. A paid profit split earns `payout`, with its amount.
 */
export const CERTIFICATE_KINDS = ['challenge_passed', 'funded', 'payout'] as const;
export type TCertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** How the trader's name is printed: in full, or the first name and the family name's initial. */
export const CERTIFICATE_NAME_STYLES = ['full', 'first_name_initial'] as const;
export type TCertificateNameStyle = (typeof CERTIFICATE_NAME_STYLES)[number];

/** What a verification answers: the certificate is genuine, was withdrawn, or no certificate has the code. */
export const CERTIFICATE_STATUSES = ['valid', 'revoked', 'unknown'] as const;
export type TCertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Refusals of the certificates module, beside the generic codes (`NOT_FOUND`, `CONFLICT`). */
export const CERTIFICATE_ERROR_CODES = {
  /** The certificate was revoked: its PDF is no longer printed (410 Gone). */
  revoked: 'CERTIFICATE_REVOKED',
} as const;
export type TCertificateErrorCode = (typeof CERTIFICATE_ERROR_CODES)[keyof typeof CERTIFICATE_ERROR_CODES];

/** The reason staff give when revoking a certificate, trimmed: the trader reads it. */
export const CERTIFICATE_REVOCATION_REASON_LENGTH = { min: 5, max: 500 } as const;

/**
 * Crockford's base32 alphabet (no I, L, O, U): a code read off paper cannot be mistyped into another
 * letter that looks alike. 16 characters carry 80 random bits, far beyond guessing at any request rate.
 */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 16;

/** The code as it is typed back: upper case, dashes and spaces dropped, look-alikes mapped (O→0, I/L→1). */
export function normalizeCertificateCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The code as it is printed: four groups of four (`ABCD-EFGH-JKMN-PQRS`). */
export function formatCertificateCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The public verification page of a code, under the public app's address. */
export function certificateVerificationPath(code: string): string {
  return `/certificates/verify/${formatCertificateCode(code)}`;
}

/** The trader's name as they chose to show it. */
export function certificateHolderName(
  { firstName, lastName }: { firstName: string; lastName: string },
  style: TCertificateNameStyle,
): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (style === 'first_name_initial')
    return last === '' ? first : `${first} ${last.charAt(0).toUpperCase()}.`;
  return `${first} ${last}`.trim();
}
