import { z } from 'zod';
import { MEMBER_ROLES } from '../domain/auth.ts';
import { ZEmail, ZNewPassword } from './auth.ts';
import {
  ZOrganizationSlug,
  ZOrganizationStatus,
  ZOrganizationTheme,
  ZTrackingScripts,
} from './organization.ts';

/**
 * Seed section 4: the status of the signed-in user's organization, for the status gate. Users without
 * an organization and admins get `active` (they bypass the gate); a missing status reads `pending`.
 * Any other stored value is passed through, so the gate can show "Accesso Limitato" with it.
 */
export const ZOrganizationStatusAnswer = z.object({ status: z.string() });
export type TOrganizationStatusAnswer = z.infer<typeof ZOrganizationStatusAnswer>;

/** One organization of the signed-in user, with the user's role in it (seed section 4). */
export const ZMyOrganization = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.string(),
  /** Admins see every organization with role admin; others their active memberships' role. */
  role: z.enum([...MEMBER_ROLES]),
  createdAt: z.iso.datetime(),
});
export const ZMyOrganizationList = z.object({ organizations: z.array(ZMyOrganization) });
export type TMyOrganization = z.infer<typeof ZMyOrganization>;

/** Admin: create an organization (seed: organizations insert). */
export const ZCreateOrganizationRequest = z.object({
  name: z.string().trim().min(2).max(120),
  slug: ZOrganizationSlug,
  status: ZOrganizationStatus.default('active'),
  theme: ZOrganizationTheme.partial().optional(),
  tracking: ZTrackingScripts.partial().optional(),
});

/** Admin: update an organization by id (seed: organizations update by id). */
export const ZUpdateOrganizationRequest = z.object({
  name: z.string().trim().min(2).max(120).optional(),
  status: ZOrganizationStatus.optional(),
  theme: ZOrganizationTheme.partial().optional(),
  tracking: ZTrackingScripts.partial().optional(),
});

export const ZOrganizationIdParams = z.object({ id: z.string().min(1) });

export const ZOrganizationDetails = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.string(),
  theme: ZOrganizationTheme,
  tracking: ZTrackingScripts,
  createdAt: z.iso.datetime(),
});
export type TOrganizationDetails = z.infer<typeof ZOrganizationDetails>;

/** `/admin/auth` shows "create first admin account" only while this is true (PRODUCT.md). */
export const ZAdminBootstrapStatus = z.object({ canCreateFirstAdmin: z.boolean() });
export type TAdminBootstrapStatus = z.infer<typeof ZAdminBootstrapStatus>;

/**
 * Creating the first admin. `bootstrapToken` is the api's ADMIN_BOOTSTRAP_TOKEN, known only to whoever
 * runs the server, so a visitor who finds the page before the operator cannot take the platform.
 */
export const ZAdminBootstrapRequest = z.object({
  bootstrapToken: z.string().trim().min(1).max(512),
  email: ZEmail,
  password: ZNewPassword,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});
export type TAdminBootstrapRequest = z.input<typeof ZAdminBootstrapRequest>;
