import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ZApiErrorBody, ZPublicOrganization } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { SHORT_PUBLIC_CACHE } from '../../http/cache-control.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase, TEST_DRIVERS, type TTestDatabase } from '../../test/databases.ts';
import { Organization } from '../tenancy/index.ts';

describe.each(TEST_DRIVERS)('GET /api/public/organizations/:slug (%s)', (driver) => {
  let database: TTestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(driver, 'organizations');
    const em = database.orm.em.fork();
    em.create(Organization, {
      slug: 'acme-funding',
      name: 'Acme Funding',
      primaryColor: '#112233',
      fontFamily: 'Inter, sans-serif',
      logoUrl: 'https://cdn.example.com/acme.svg',
      analyticsScriptUrl: 'https://analytics.example.com/acme.js',
    });
    em.create(Organization, { slug: 'waiting-firm', name: 'Waiting Firm', status: 'pending' });
    em.create(Organization, { slug: 'banned-firm', name: 'Banned Firm', status: 'suspended' });
    await em.flush();
    app = await buildTestApp({ orm: database.orm });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('answers an active organization with its public branding and a short public cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/organizations/acme-funding' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(SHORT_PUBLIC_CACHE);
    const body = ZPublicOrganization.parse(response.json());
    expect(body).toEqual({
      name: 'Acme Funding',
      slug: 'acme-funding',
      theme: {
        primaryColor: '#112233',
        secondaryColor: '#0f172a',
        accentColor: '#f59e0b',
        backgroundColor: '#f8fafc',
        textColor: '#0f172a',
        fontFamily: 'Inter, sans-serif',
        logoUrl: 'https://cdn.example.com/acme.svg',
        customCss: null,
      },
      tracking: { analyticsScriptUrl: 'https://analytics.example.com/acme.js', marketingPixelUrl: null },
      contact: {
        legalName: null,
        registeredAddress: null,
        supportEmail: null,
        supportPhone: null,
        supportHours: null,
      },
    });
    // The response schema filters: nothing beyond the contract (ids, status, timestamps) leaks out.
    expect(Object.keys(response.json() as object).sort()).toEqual([
      'contact',
      'name',
      'slug',
      'theme',
      'tracking',
    ]);
  });

  it('answers 404 in the error shape for an unknown slug', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/organizations/no-such-firm' });

    expect(response.statusCode).toBe(404);
    const body = ZApiErrorBody.parse(response.json());
    expect(body.error).toEqual({ code: 'NOT_FOUND', message: 'Organization not found' });
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it.each(['waiting-firm', 'banned-firm'])(
    'answers a non-active organization (%s) exactly like an unknown one',
    async (slug) => {
      const response = await app.inject({ method: 'GET', url: `/api/public/organizations/${slug}` });

      expect(response.statusCode).toBe(404);
      expect(ZApiErrorBody.parse(response.json()).error).toEqual({
        code: 'NOT_FOUND',
        message: 'Organization not found',
      });
    },
  );

  it.each(['Upper-Case', 'a', '-leading-hyphen', 'under_score', 'x'.repeat(64)])(
    'answers 400 VALIDATION_ERROR for the malformed slug %s',
    async (slug) => {
      const response = await app.inject({ method: 'GET', url: `/api/public/organizations/${slug}` });

      expect(response.statusCode).toBe(400);
      const body = ZApiErrorBody.parse(response.json());
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.details).toEqual({
        issues: [expect.objectContaining({ location: 'params', path: '/slug' })],
      });
    },
  );
});
