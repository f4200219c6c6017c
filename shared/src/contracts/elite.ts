import { z } from 'zod';

/** `/elite/auth`: the fixed access code of the elite area, checked by the server. */
export const ZEliteAccessRequest = z.object({
  code: z.string().trim().min(1, 'Enter the access code').max(128),
});
export type TEliteAccessRequest = z.input<typeof ZEliteAccessRequest>;

/** Whether this browser holds a valid elite pass (an httpOnly cookie the page cannot read itself). */
export const ZEliteAccessStatus = z.object({
  granted: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
});
export type TEliteAccessStatus = z.infer<typeof ZEliteAccessStatus>;

/**
 * Profile linking: the elite organization slug and package kept in session storage by
 * an elite link, sent once after sign-in.
 */
export const ZEliteLinkRequest = z.object({
  organizationSlug: z.string().trim().min(1).max(100),
  package: z.string().trim().min(1).max(100).optional(),
});
export type TEliteLinkRequest = z.input<typeof ZEliteLinkRequest>;
export const ZEliteLinkResponse = z.object({ status: z.enum(['linked', 'unchanged']) });
