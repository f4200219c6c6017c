import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  BRAND_FONTS,
  BRAND_LOGO_MAX_BYTES,
  ZApiErrorBody,
  ZBrand,
  ZBrandSaved,
  ZPublicOrganization,
} from '@propdesk/shared/contracts';
import sharp from 'sharp';
import { bearer } from '../../test/auth-fixtures.ts';
import { jpegDeclaring } from '../../test/declared-size-images.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm, type TStaffFirmPerson } from '../../test/staff-firm.ts';
import { AuditEvent } from '../audit/index.ts';
import { createLocalDocumentStorage } from '../../infra/document-storage.ts';
import { Organization } from '../tenancy/index.ts';

const BRAND = {
  primaryColor: '#0f766e',
  secondaryColor: '#1e293b',
  accentColor: '#f59e0b',
  backgroundColor: '#ffffff',
  textColor: '#111827',
  font: 'serif',
  customCss: '.hero h1 { color: #0f766e; } @import url("https://evil.example/x.css");',
} as const;

const HOSTILE_SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
  '<script>alert(1)</script><image href="https://evil.example/track.png"/>' +
  '<rect width="10" height="10" fill="#0f766e"/></svg>';

const pngLogo = (width = 64) =>
  sharp({ create: { width, height: width / 2, channels: 4, background: '#0f766e' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
    .png()
    .toBuffer();

describe.each(TEST_DRIVERS)('the brand editor’s api (%s)', (driver) => {
  const documents = path.join(tmpdir(), `propdesk-brand-${randomUUID()}`);
  const firm = useStaffFirm(driver, `brand_${driver}`, {
    config: { documentStorage: { kind: 'local', directory: documents } },
  });
  const storage = createLocalDocumentStorage(documents);
  const brandPath = (organizationId = firm.firm().id) => `/organizations/${organizationId}/brand`;
  const upload = (who: TStaffFirmPerson, bytes: Buffer, contentType = 'application/octet-stream') =>
    firm.handle.app().inject({
      method: 'PUT',
      url: `/api${brandPath()}/logo`,
      headers: { ...bearer(firm.tokens[who]), 'content-type': contentType },
      payload: bytes,
    });
  const publicOrganization = async () =>
    ZPublicOrganization.parse(
      (
        await firm.handle
          .app()
          .inject({ method: 'GET', url: `/api/public/organizations/${firm.firm().slug}` })
      ).json(),
    );

  it('lets an owner change colours, font and CSS: the CSS is stored sanitized and what went is listed', async () => {
    const saved = await firm.inject('owner', 'PUT', brandPath(), BRAND);
    expect(saved.statusCode).toBe(200);
    const brand = ZBrandSaved.parse(saved.json());
    expect(brand).toMatchObject({
      font: 'serif',
      theme: { primaryColor: '#0f766e', fontFamily: BRAND_FONTS.serif },
    });
    expect(brand.theme.customCss).toBe('[data-organization-content] .hero h1{color:#0f766e}');
    expect(brand.customCssRemoved).toEqual([expect.objectContaining({ reason: 'at_rule' })]);
    expect((await publicOrganization()).theme).toMatchObject({
      fontFamily: BRAND_FONTS.serif,
      textColor: '#111827',
    });
    const events = await firm
      .em()
      .find(AuditEvent, { organization: firm.firm().id, action: 'brand_updated' });
    expect(events).toHaveLength(1);
    expect(events[0]?.details).toMatchObject({ customCssRemoved: 1 });
    // Saving it unchanged changes nothing and records nothing.
    expect((await firm.inject('admin', 'PUT', brandPath(), BRAND)).statusCode).toBe(200);
    expect(await firm.em().count(AuditEvent, { action: 'brand_updated' })).toBe(1);
  });

  it('refuses unreadable colours and bad fields, naming each, and keeps the brand as it was', async () => {
    const unreadable = await firm.inject('owner', 'PUT', brandPath(), { ...BRAND, textColor: '#fafafa' });
    expect(unreadable.statusCode).toBe(400);
    const issues = (
      ZApiErrorBody.parse(unreadable.json()).error.details as { issues: { path: string; code: string }[] }
    ).issues;
    expect(issues).toEqual([expect.objectContaining({ path: '/textColor', code: 'low_contrast' })]);
    const malformed = await firm.inject('owner', 'PUT', brandPath(), {
      ...BRAND,
      primaryColor: 'teal',
      font: 'comic',
    });
    expect(malformed.statusCode).toBe(400);
    const paths = (
      ZApiErrorBody.parse(malformed.json()).error.details as { issues: { path: string }[] }
    ).issues.map((issue) => issue.path);
    expect(paths.sort()).toEqual(['/font', '/primaryColor']);
    expect((await publicOrganization()).theme.textColor).toBe('#111827');
  });

  it('lets managers read it but not change it; agents, traders and other firms get nothing', async () => {
    for (const who of ['owner', 'admin', 'manager', 'platformAdmin'] as const) {
      expect([who, (await firm.inject(who, 'GET', brandPath())).statusCode]).toEqual([who, 200]);
    }
    expect((await firm.inject('manager', 'PUT', brandPath(), BRAND)).statusCode).toBe(403);
    expect((await upload('manager', await pngLogo())).statusCode).toBe(403);
    expect((await firm.inject('agent', 'GET', brandPath())).statusCode).toBe(403);
    // A trader is a member of the firm (role user), without any staff permission.
    expect((await firm.inject('trader', 'GET', brandPath())).statusCode).toBe(403);
    expect((await firm.inject('otherOwner', 'GET', brandPath())).statusCode).toBe(404);
    expect((await firm.inject('otherOwner', 'PUT', brandPath(), BRAND)).statusCode).toBe(404);
    expect((await firm.inject('otherOwner', 'DELETE', `${brandPath()}/logo`)).statusCode).toBe(404);
  });

  it('stores a PNG logo re-encoded without its metadata, serves it publicly and shows it on the firm’s pages', async () => {
    const response = await upload('owner', await pngLogo(2048), 'image/png');
    expect(response.statusCode).toBe(200);
    const brand = ZBrand.parse(response.json());
    expect(brand.logo?.contentType).toBe('image/png');
    expect((await publicOrganization()).theme.logoUrl).toBe(brand.logo?.url);

    const served = await firm.handle
      .app()
      .inject({ method: 'GET', url: new URL(brand.logo?.url ?? '').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(1024);
    expect(await firm.em().count(AuditEvent, { action: 'brand_logo_changed' })).toBeGreaterThan(0);
  });

  it('stores an SVG logo sanitized, served so that nothing in it can run even when opened on its own', async () => {
    const response = await upload('owner', Buffer.from(HOSTILE_SVG), 'image/svg+xml');
    expect(response.statusCode).toBe(200);
    const brand = ZBrand.parse(response.json());
    const served = await firm.handle
      .app()
      .inject({ method: 'GET', url: new URL(brand.logo?.url ?? '').pathname });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.body).toContain('<rect');
    for (const hostile of ['script', 'onload', 'evil.example', '<image'])
      expect(served.body).not.toContain(hostile);
  });

  it('refuses what is not a PNG, JPEG or SVG, an SVG with a document type, and a file over 512 KB, keeping the logo it had', async () => {
    const logoNow = async () => ZBrand.parse((await firm.inject('owner', 'GET', brandPath())).json()).logo;
    const before = await logoNow();
    expect(before).not.toBeNull();
    const html = await upload('owner', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({
      error: { code: 'BRAND_LOGO_TYPE', details: { issues: [{ path: '/logo' }] } },
    });
    // Entities are how XML bombs and external-entity reads are made.
    const withEntities = Buffer.from(
      '<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>',
    );
    expect((await upload('owner', withEntities)).json()).toMatchObject({
      error: { code: 'BRAND_LOGO_TYPE' },
    });
    const large = Buffer.concat([await pngLogo(), Buffer.alloc(BRAND_LOGO_MAX_BYTES)]);
    expect((await upload('owner', large)).json()).toMatchObject({ error: { code: 'BRAND_LOGO_TOO_LARGE' } });
    // A few hundred bytes declaring a 16,368-pixel square: refused from the header, never decoded.
    const bomb = await upload('owner', await jpegDeclaring(16_368, 16_368), 'image/jpeg');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toMatchObject({ error: { code: 'BRAND_LOGO_DIMENSIONS' } });
    expect(await logoNow()).toEqual(before);
  });

  it('removes the previous file when the logo is replaced or removed', async () => {
    const first = ZBrand.parse((await upload('owner', await pngLogo())).json());
    const firstKey = (await firm.em().findOneOrFail(Organization, { id: firm.firm().id })).logoKey ?? '';
    expect(await storage.get(firstKey)).not.toBeNull();
    const second = ZBrand.parse((await upload('admin', await pngLogo(128))).json());
    expect(second.logo?.url).not.toBe(first.logo?.url);
    expect(await storage.get(firstKey)).toBeNull();
    const oldAddress = await firm.handle
      .app()
      .inject({ method: 'GET', url: new URL(first.logo?.url ?? '').pathname });
    expect(oldAddress.statusCode).toBe(404);

    const removed = await firm.inject('owner', 'DELETE', `${brandPath()}/logo`);
    expect(ZBrand.parse(removed.json()).logo).toBeNull();
    expect((await publicOrganization()).theme.logoUrl).toBeNull();
  });

  it('never serves one firm’s logo under another firm’s name', async () => {
    const brand = ZBrand.parse((await upload('owner', await pngLogo())).json());
    const assetId = (brand.logo?.url ?? '').split('/').pop() ?? '';
    const elsewhere = await firm.handle
      .app()
      .inject({ method: 'GET', url: `/api/public/organizations/${firm.other().slug}/logo/${assetId}` });
    expect(elsewhere.statusCode).toBe(404);
  });
});
