import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ORGANIZATION_PROFILE_LIMITS, ORGANIZATION_STATUSES } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { DEFAULT_THEME_COLORS, ORGANIZATION_LIMITS } from './organization.constants.ts';

/** A tenant: a branded prop firm running on the platform. */
export const Organization = defineEntity({
  name: 'Organization',
  tableName: 'organizations',
  properties: {
    ...baseProperties(),
    slug: p.string().length(ORGANIZATION_LIMITS.slugLength).unique(),
    name: p.string().length(ORGANIZATION_LIMITS.nameLength),
    status: p.enum(ORGANIZATION_STATUSES).default('active'),
    primaryColor: p
      .string()
      .length(ORGANIZATION_LIMITS.colorLength)
      .default(DEFAULT_THEME_COLORS.primaryColor),
    secondaryColor: p
      .string()
      .length(ORGANIZATION_LIMITS.colorLength)
      .default(DEFAULT_THEME_COLORS.secondaryColor),
    accentColor: p.string().length(ORGANIZATION_LIMITS.colorLength).default(DEFAULT_THEME_COLORS.accentColor),
    backgroundColor: p
      .string()
      .length(ORGANIZATION_LIMITS.colorLength)
      .default(DEFAULT_THEME_COLORS.backgroundColor),
    textColor: p.string().length(ORGANIZATION_LIMITS.colorLength).default(DEFAULT_THEME_COLORS.textColor),
    fontFamily: p.string().length(ORGANIZATION_LIMITS.fontFamilyLength).nullable(),
    logoUrl: p.string().length(ORGANIZATION_LIMITS.logoUrlLength).nullable(),
    // A logo the firm uploaded (branding/logo-content.ts): where the document storage keeps its bytes and
    // their type (one of BRAND_LOGO_TYPES). The api serves it, and it wins over logoUrl. A plain string,
    // not an enum: SQLite adds a column with a check constraint only by rebuilding the table, and dropping
    // `organizations` would cascade into every table that references it.
    logoKey: p.string().length(ORGANIZATION_LIMITS.logoKeyLength).nullable(),
    logoContentType: p.string().length(ORGANIZATION_LIMITS.logoContentTypeLength).nullable(),
    // Stored as written by the organization; it must be sanitized before it is ever served as CSS.
    customCss: p.text().nullable(),
    // Loaded by the landing only after the visitor's consent to that category.
    analyticsScriptUrl: p.string().length(ORGANIZATION_LIMITS.trackingUrlLength).nullable(),
    marketingPixelUrl: p.string().length(ORGANIZATION_LIMITS.trackingUrlLength).nullable(),
    // The profile its staff keep (organization.update): public contact details of the firm, shown on its
    // public pages; null until filled in.
    legalName: p.string().length(ORGANIZATION_PROFILE_LIMITS.legalName).nullable(),
    registeredAddress: p.string().length(ORGANIZATION_PROFILE_LIMITS.registeredAddress).nullable(),
    supportEmail: p.string().length(ORGANIZATION_PROFILE_LIMITS.supportEmail).nullable(),
    supportPhone: p.string().length(ORGANIZATION_PROFILE_LIMITS.supportPhone).nullable(),
    supportHours: p.string().length(ORGANIZATION_PROFILE_LIMITS.supportHours).nullable(),
  },
});

export type TOrganization = InferEntity<typeof Organization>;
