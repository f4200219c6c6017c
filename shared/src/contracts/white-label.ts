import { z } from 'zod';
import {
  WHITE_LABEL_NOTE_MAX_LENGTH,
  WHITE_LABEL_REQUEST_STATUSES,
  WHITE_LABEL_TRADER_RANGES,
} from '../domain/white-label.ts';
import { ZOrganizationSlug } from './organizations.ts';

export * from '../domain/white-label.ts';

/** `/white-label-checkout`: a firm asks for its own branded portal. */
export const ZWhiteLabelRequest = z.object({
  companyName: z.string().trim().min(2, 'Enter the company name').max(200),
  contactName: z.string().trim().min(2, 'Enter your name').max(200),
  email: z.email('Enter a valid email address').max(320),
  phone: z.string().trim().max(40).optional(),
  website: z
    .url({ protocol: /^https?$/, error: 'Enter a web address such as https://example.com' })
    .max(500)
    .optional(),
  expectedTraders: z.enum(WHITE_LABEL_TRADER_RANGES),
  message: z.string().trim().max(4000).optional(),
});
export type TWhiteLabelRequest = z.input<typeof ZWhiteLabelRequest>;

export const ZWhiteLabelRequestStatus = z.enum(WHITE_LABEL_REQUEST_STATUSES);

/** A request as platform staff see it: what the firm sent, and where the follow-up stands. */
export const ZWhiteLabelRequestRecord = ZWhiteLabelRequest.extend({
  id: z.string(),
  status: ZWhiteLabelRequestStatus,
  createdAt: z.iso.datetime(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  message: z.string().nullable(),
  /** Staff only: never shown to the firm. */
  note: z.string().nullable(),
  /** When staff last changed the status or the note; null while nobody has handled the request. */
  handledAt: z.iso.datetime().nullable(),
  /** The email of the staff member who made that change (null once their account is gone). */
  handledBy: z.string().nullable(),
  /** The organization provisioned for the firm; null until an admin provisions one. */
  organization: z
    .object({ id: z.string(), slug: z.string(), name: z.string(), status: z.string() })
    .nullable(),
});
export type TWhiteLabelRequestRecord = z.infer<typeof ZWhiteLabelRequestRecord>;
export const ZWhiteLabelRequestPage = z.object({
  requests: z.array(ZWhiteLabelRequestRecord),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TWhiteLabelRequestPage = z.infer<typeof ZWhiteLabelRequestPage>;
export const ZWhiteLabelRequestPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: ZWhiteLabelRequestStatus.optional(),
});
export type TWhiteLabelRequestPageQuery = z.output<typeof ZWhiteLabelRequestPageQuery>;

export const ZWhiteLabelRequestIdParams = z.object({ id: z.uuid('Must be a request id') });

/**
 * Staff move a request along (any order; the same status again changes nothing). `note` replaces the
 * stored internal note when sent (an empty note removes it) and is kept as it is when left out.
 */
export const ZWhiteLabelRequestStatusChange = z.object({
  status: ZWhiteLabelRequestStatus,
  note: z.string().trim().max(WHITE_LABEL_NOTE_MAX_LENGTH).optional(),
});
export type TWhiteLabelRequestStatusChange = z.input<typeof ZWhiteLabelRequestStatusChange>;

/** An admin provisions the firm's organization from its request: the firm's name and the slug of its pages. */
export const ZWhiteLabelProvisioning = z.object({
  name: z.string().trim().min(2).max(120),
  slug: ZOrganizationSlug,
});
export type TWhiteLabelProvisioning = z.infer<typeof ZWhiteLabelProvisioning>;
