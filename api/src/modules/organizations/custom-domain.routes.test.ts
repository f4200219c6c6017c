import { describe, expect, it } from '@jest/globals';
import { ZPublicOrganization } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { OrganizationDomain } from '../domains/index.ts';
import { Organization } from '../tenancy/index.ts';

describe.each(TEST_DRIVERS)('GET /api/public/organizations/current (%s)', (driver) => {
  const handle = useTestApp(driver, 'custom_domains');

  const current = (host: string) =>
    handle.app().inject({ method: 'GET', url: '/api/public/organizations/current', headers: { host } });

  it('sets up domains', async () => {
    const em = handle.database().orm.em.fork();
    const brand = em.create(Organization, {
      slug: 'brand-firm',
      name: 'Brand Firm',
      primaryColor: '#334455',
    });
    const offline = em.create(Organization, { slug: 'offline-firm', name: 'Offline', status: 'suspended' });
    em.create(OrganizationDomain, { organization: brand, domain: 'Portal.Brand.Example', isVerified: true });
    em.create(OrganizationDomain, { organization: brand, domain: 'unverified.brand.example' });
    em.create(OrganizationDomain, {
      organization: offline,
      domain: 'portal.offline.example',
      isVerified: true,
    });
    await em.flush();
  });

  it('answers the branding of the organization whose verified domain is the Host, port and case aside', async () => {
    const response = await current('PORTAL.brand.example:8443');

    expect(response.statusCode).toBe(200);
    expect(ZPublicOrganization.parse(response.json())).toMatchObject({
      slug: 'brand-firm',
      theme: { primaryColor: '#334455' },
    });
    expect(String(response.headers.vary)).toContain('Host');
  });

  it.each(['unverified.brand.example', 'portal.offline.example', 'nobody.example', 'localhost'])(
    'answers 204, no firm, for the host %s (unverified, inactive or unknown)',
    async (host) => {
      const response = await current(host);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    },
  );

  it('takes the page host from the query when the api sits on another origin', async () => {
    const byQuery = await handle.app().inject({
      method: 'GET',
      url: '/api/public/organizations/current?host=portal.brand.example',
      headers: { host: 'api.platform.example' },
    });
    expect(byQuery.statusCode).toBe(200);
    expect(ZPublicOrganization.parse(byQuery.json()).slug).toBe('brand-firm');

    const unverified = await handle.app().inject({
      method: 'GET',
      url: '/api/public/organizations/current?host=unverified.brand.example',
    });
    expect(unverified.statusCode).toBe(204);
    const malformed = await handle.app().inject({
      method: 'GET',
      url: '/api/public/organizations/current?host=%3Cscript%3E',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('still serves organizations by slug', async () => {
    const response = await handle
      .app()
      .inject({ method: 'GET', url: '/api/public/organizations/brand-firm' });

    expect(response.statusCode).toBe(200);
  });
});
