/** Identity verification (KYC) constants, free of zod so front ends can import them at run time. */

/**
 * Where a trader's identity check stands: nothing sent yet, sent and waiting for review, approved, or
 * rejected with a reason (the trader may then send it again, which makes it `submitted` once more).
 */
export const KYC_STATUSES = ['not_started', 'submitted', 'approved', 'rejected'] as const;
export type TKycStatus = (typeof KYC_STATUSES)[number];

/** The documents a trader sends: both sides of a government ID and a recent proof of residence. */
export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'proof_of_residence'] as const;
export type TKycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** What a document may be, checked on its content (never its name): PDF, JPEG or PNG. */
export const KYC_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type TKycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** 10 MB: a phone photo of an ID or a scanned bill fits; anything larger is refused. */
export const KYC_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The most pixels a document image may declare (a 48-megapixel phone photo fits). Checked in the file's
 * header before anything is decoded: a small file can declare a canvas that takes minutes to decode.
 */
export const KYC_IMAGE_MAX_PIXELS = 50_000_000;

/** The youngest a trader may be, in whole years on the day they send the check. */
export const KYC_MINIMUM_AGE = 18;

/** A document link stays valid this long: enough to open it, too short to pass around. */
export const KYC_DOCUMENT_LINK_TTL_MS = 5 * 60_000;

/** Machine codes of KYC refusals, mapped to translated texts by the front ends. */
export const KYC_ERROR_CODES = {
  underage: 'KYC_UNDERAGE',
  restrictedCountry: 'KYC_RESTRICTED_COUNTRY',
  fileType: 'KYC_FILE_TYPE',
  fileTooLarge: 'KYC_FILE_TOO_LARGE',
  imageTooLarge: 'KYC_IMAGE_TOO_LARGE',
  documentsMissing: 'KYC_DOCUMENTS_MISSING',
  notEditable: 'KYC_NOT_EDITABLE',
  alreadyDecided: 'KYC_ALREADY_DECIDED',
} as const;
export type TKycErrorCode = (typeof KYC_ERROR_CODES)[keyof typeof KYC_ERROR_CODES];

/**
 * Whether someone born on `dateOfBirth` (YYYY-MM-DD) is at least KYC_MINIMUM_AGE on `today`
 * (YYYY-MM-DD). Compared as calendar text so no time zone moves a birthday; someone born on 29 February
 * comes of age on 1 March in a common year.
 */
export function isOfAge(dateOfBirth: string, today: string): boolean {
  const year = Number(dateOfBirth.slice(0, 4)) + KYC_MINIMUM_AGE;
  return `${String(year).padStart(4, '0')}${dateOfBirth.slice(4)}` <= today;
}
