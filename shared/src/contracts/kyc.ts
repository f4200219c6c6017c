import { z } from 'zod';
import { RESTRICTED_COUNTRIES } from '../domain/countries.ts';
import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_TYPES, KYC_STATUSES } from '../domain/kyc.ts';

const ZId = z.uuid();
const ZInstant = z.iso.datetime();

const RESTRICTED: readonly string[] = RESTRICTED_COUNTRIES;

/** A calendar date as written, YYYY-MM-DD, that exists (no 31 February). */
export const ZCalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Must be a real calendar date');

/** What the trader states; the age check needs today's date, so the service makes it. */
export const ZKycSubmission = z.object({
  legalName: z.string().trim().min(2).max(200),
  dateOfBirth: ZCalendarDate,
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Must be a two-letter country code')
    // Do not loosen: residents of restricted countries cannot be funded, whatever the browser sends.
    .refine((code) => !RESTRICTED.includes(code), 'We cannot accept residents of this country'),
});
export type TKycSubmission = z.infer<typeof ZKycSubmission>;

export const ZKycDocument = z.object({
  id: ZId,
  kind: z.enum(KYC_DOCUMENT_KINDS),
  contentType: z.enum(KYC_DOCUMENT_TYPES),
  sizeBytes: z.number().int().nonnegative(),
  uploadedAt: ZInstant,
});
export type TKycDocument = z.infer<typeof ZKycDocument>;

/** The trader's own check as they see it: the facts they sent, the documents and the decision. */
export const ZOwnKyc = z.object({
  status: z.enum(KYC_STATUSES),
  legalName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  country: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  submittedAt: ZInstant.nullable(),
  reviewedAt: ZInstant.nullable(),
  documents: z.array(ZKycDocument),
});
export type TOwnKyc = z.infer<typeof ZOwnKyc>;

export const ZKycDocumentKindParams = z.object({ kind: z.enum(KYC_DOCUMENT_KINDS) });

export const ZOrganizationKycParams = z.object({ organizationId: ZId });
export const ZKycVerificationParams = ZOrganizationKycParams.extend({ verificationId: ZId });
export const ZKycDocumentParams = ZKycVerificationParams.extend({ documentId: ZId });

export const ZKycListQuery = z.object({
  status: z.enum(KYC_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TKycListQuery = z.input<typeof ZKycListQuery>;

/** One row of the staff list. */
export const ZKycSummary = z.object({
  id: ZId,
  userId: ZId,
  traderName: z.string(),
  traderEmail: z.string(),
  legalName: z.string().nullable(),
  country: z.string().nullable(),
  status: z.enum(KYC_STATUSES),
  submittedAt: ZInstant.nullable(),
  reviewedAt: ZInstant.nullable(),
});
export type TKycSummary = z.infer<typeof ZKycSummary>;

export const ZKycPage = z.object({
  verifications: z.array(ZKycSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TKycPage = z.infer<typeof ZKycPage>;

/** The staff detail: the facts, the decision so far and the documents (opened through a fresh link). */
export const ZKycDetail = ZKycSummary.extend({
  dateOfBirth: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  documents: z.array(ZKycDocument),
});
export type TKycDetail = z.infer<typeof ZKycDetail>;

export const ZKycDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approved') }),
  z.object({ decision: z.literal('rejected'), reason: z.string().trim().min(3).max(1000) }),
]);
export type TKycDecision = z.infer<typeof ZKycDecision>;

/** A short-lived address of one document; the address itself is the authorization. */
export const ZKycDocumentLink = z.object({ url: z.string(), expiresAt: ZInstant });
export type TKycDocumentLink = z.infer<typeof ZKycDocumentLink>;

export const ZKycDocumentToken = z.object({ token: z.string().min(10).max(2000) });
