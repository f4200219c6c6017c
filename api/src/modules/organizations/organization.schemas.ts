import { z } from 'zod';
import { ZOrganizationSlugParams, ZPublicOrganization } from '@propdesk/shared/contracts';

/** Route schemas come from the shared contracts, so the front ends validate exactly what the api sends. */
export const ZGetPublicOrganizationParams = ZOrganizationSlugParams;
export const ZGetPublicOrganizationResponse = ZPublicOrganization;

/**
 * The page's own host name, sent by the landing because the api may sit on another origin (its Host is
 * then the api's). Only public branding is answered for it, exactly as for the Host.
 */
export const ZCurrentOrganizationQuery = z.object({
  host: z
    .string()
    .trim()
    .max(253)
    .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'Must be a host name')
    .transform((host) => host.replace(/:\d+$/, ''))
    .optional(),
});
