import type { EntityManager } from '@mikro-orm/core';
import {
  BRAND_FONTS,
  brandFontOf,
  type TBrand,
  type TBrandInput,
  type TBrandLogoType,
  type TBrandSaved,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TImageWork } from '../../infra/image-work.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import type { TDocumentStorage } from '../../infra/document-storage.ts';
import { Organization, type TOrganization } from '../tenancy/index.ts';
import { assertReadableColors, storableCss } from './theme-rules.ts';
import { sanitizeCustomCss } from './custom-css.ts';
import { inspectLogo, newLogoKey } from './logo-content.ts';
import { publicThemeOf, uploadedLogoUrl } from './public-theme.ts';

type TBrandContext = {
  em: EntityManager;
  organizationId: string;
  /** Where browsers reach the api: the address of an uploaded logo. */
  apiBaseUrl: string;
};

type TBrandChange = TBrandContext & { actorId: string; client: TClientInfo };

async function findOrganization(em: EntityManager, organizationId: string): Promise<TOrganization> {
  const organization = await em.findOne(Organization, { id: organizationId });
  if (organization === null) throw DomainError.notFound('Organization not found');
  return organization;
}

function toBrand(organization: TOrganization, apiBaseUrl: string): TBrand {
  const theme = publicThemeOf(organization, apiBaseUrl);
  const logoKey = organization.logoKey ?? null;
  return {
    organizationId: organization.id,
    theme,
    font: brandFontOf(theme.fontFamily),
    logo:
      logoKey === null
        ? null
        : {
            url: uploadedLogoUrl(apiBaseUrl, organization.slug, logoKey),
            contentType: organization.logoContentType as TBrandLogoType,
          },
    updatedAt: organization.updatedAt.toISOString(),
  };
}

/** The brand as its editor reads it (the route checked settings.read). */
export async function readBrand({ em, organizationId, apiBaseUrl }: TBrandContext): Promise<TBrand> {
  return toBrand(await findOrganization(em, organizationId), apiBaseUrl);
}

/**
 * Replaces colours, font and custom CSS (the route checked settings.manage). Unreadable colours are
 * refused naming the field; the CSS is stored sanitized and the answer lists what was removed, so the
 * editor can say why. Audited with the fields that changed.
 */
export async function updateBrand({
  em,
  organizationId,
  apiBaseUrl,
  actorId,
  client,
  input,
}: TBrandChange & { input: TBrandInput }): Promise<TBrandSaved> {
  const organization = await findOrganization(em, organizationId);
  assertReadableColors(input, '');
  const customCss = storableCss(input.customCss);
  const changes = {
    primaryColor: input.primaryColor,
    secondaryColor: input.secondaryColor,
    accentColor: input.accentColor,
    backgroundColor: input.backgroundColor,
    textColor: input.textColor,
    fontFamily: BRAND_FONTS[input.font],
    customCss: customCss.css,
  };
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter(
    (field) => (organization[field] ?? null) !== changes[field],
  );
  const customCssRemoved = customCss.removed;
  if (changed.length > 0) {
    em.assign(organization, changes);
    recordAuditEvent(em, {
      action: AUDIT_ACTIONS.brandUpdated,
      outcome: 'success',
      actor: actorId,
      client,
      organizationId,
      target: { type: 'organization', id: organizationId },
      details: {
        fields: changed,
        ...(customCssRemoved.length > 0 ? { customCssRemoved: customCssRemoved.length } : {}),
      },
    });
    await em.flush();
  }
  return { ...toBrand(organization, apiBaseUrl), customCssRemoved };
}

/**
 * Stores a new logo (the route checked settings.manage): inspected and rebuilt first (logo-content.ts),
 * written under a fresh key, then the organization points at it; the previous file is removed once the
 * change is committed, so a failure never leaves the firm without the logo it had.
 */
export async function replaceLogo({
  em,
  organizationId,
  apiBaseUrl,
  actorId,
  client,
  storage,
  imageWork,
  bytes,
}: TBrandChange & { storage: TDocumentStorage; imageWork: TImageWork; bytes: Buffer }): Promise<TBrand> {
  const organization = await findOrganization(em, organizationId);
  const logo = await inspectLogo(bytes, { imageWork, personId: actorId });
  const key = newLogoKey(organization.id);
  await storage.put(key, logo.bytes, logo.contentType);
  const previousKey = organization.logoKey ?? null;
  em.assign(organization, { logoKey: key, logoContentType: logo.contentType });
  recordLogoChange(em, {
    organizationId,
    actorId,
    client,
    change: 'replaced',
    contentType: logo.contentType,
  });
  try {
    await em.flush();
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (previousKey !== null) await storage.delete(previousKey);
  return toBrand(organization, apiBaseUrl);
}

/** Removes the uploaded logo (settings.manage); the pages fall back to the platform's logo address, if any. */
export async function removeLogo({
  em,
  organizationId,
  apiBaseUrl,
  actorId,
  client,
  storage,
}: TBrandChange & { storage: TDocumentStorage }): Promise<TBrand> {
  const organization = await findOrganization(em, organizationId);
  const previousKey = organization.logoKey ?? null;
  if (previousKey === null) return toBrand(organization, apiBaseUrl);
  em.assign(organization, { logoKey: null, logoContentType: null });
  recordLogoChange(em, { organizationId, actorId, client, change: 'removed', contentType: null });
  await em.flush();
  await storage.delete(previousKey);
  return toBrand(organization, apiBaseUrl);
}

function recordLogoChange(
  em: EntityManager,
  {
    organizationId,
    actorId,
    client,
    change,
    contentType,
  }: {
    organizationId: string;
    actorId: string;
    client: TClientInfo;
    change: 'replaced' | 'removed';
    contentType: TBrandLogoType | null;
  },
): void {
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.brandLogoChanged,
    outcome: 'success',
    actor: actorId,
    client,
    organizationId,
    target: { type: 'organization', id: organizationId },
    details: { change, ...(contentType === null ? {} : { contentType }) },
  });
}

/**
 * A logo as the public route serves it, found by the firm's slug and the key's last part (a fresh uuid
 * per upload, so it cannot be guessed and the answer can be cached for good). Served whatever the firm's
 * status: a pending firm's staff preview it while they set the brand up, and nobody else knows the id.
 */
export async function readPublicLogo({
  em,
  storage,
  slug,
  assetId,
}: {
  em: EntityManager;
  storage: TDocumentStorage;
  slug: string;
  assetId: string;
}): Promise<{ contentType: TBrandLogoType; bytes: Buffer }> {
  const organization = await em.findOne(
    Organization,
    { slug, logoKey: { $like: `%/${assetId}` } },
    { fields: ['logoKey', 'logoContentType'] },
  );
  const bytes = organization?.logoKey ? await storage.get(organization.logoKey) : null;
  if (organization === null || bytes === null) throw DomainError.notFound('Logo not found');
  return { contentType: organization.logoContentType as TBrandLogoType, bytes };
}

/**
 * An active organization's custom stylesheet as the portal links it: sanitized again as it is served, so
 * a row written before the rule, or by hand, is served safe too; empty when it has none. Pending and
 * suspended organizations answer like unknown ones, as their public branding does.
 */
export async function readPublicCustomCss({
  em,
  slug,
}: {
  em: EntityManager;
  slug: string;
}): Promise<string> {
  const organization = await em.findOne(Organization, { slug, status: 'active' }, { fields: ['customCss'] });
  if (organization === null) throw DomainError.notFound('Organization not found');
  const css = organization.customCss ?? null;
  return css === null ? '' : sanitizeCustomCss(css).css;
}
