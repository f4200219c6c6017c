import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from './http/http-error.ts';
import { createLogCollector } from './test/log-collector.ts';
import { TEST_DRIVERS } from './test/databases.ts';
import { useTestApp } from './test/use-test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const LEAKY_MESSAGE = 'duplicate key in "users": select * from users where password_hash = $1';

const ZEchoBody = z.object({ email: z.email(), age: z.number().int().min(18) });

/** Test-only routes: one that fails unexpectedly, one that refuses with an HttpError, one with a body. */
function addProbeRoutes(app: FastifyInstance): void {
  app.get('/api/test/unexpected-failure', { config: { access: 'public' } }, async () => {
    throw new Error(LEAKY_MESSAGE);
  });
  app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
    throw HttpError.conflict('Slug already taken', { field: 'slug' });
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/test/echo',
      { config: { access: 'public' }, schema: { body: ZEchoBody, response: { 200: ZEchoBody } } },
      async (request) => request.body,
    );
}

describe.each(TEST_DRIVERS)('app (%s)', (driver) => {
  const logs = createLogCollector();
  const handle = useTestApp(driver, 'app', {
    config: { logLevel: 'info' },
    logDestination: logs.destination,
    extend: addProbeRoutes,
  });

  describe('request ids', () => {
    it('gives every answer a fresh UUID in x-request-id, ignoring one sent by the caller', async () => {
      const first = await handle.app().inject({ method: 'GET', url: '/api/livez' });
      const second = await handle
        .app()
        .inject({ method: 'GET', url: '/api/livez', headers: { 'x-request-id': 'chosen-by-caller' } });

      expect(first.headers['x-request-id']).toMatch(UUID);
      expect(second.headers['x-request-id']).toMatch(UUID);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    });
  });

  describe('error shape', () => {
    it('answers an unknown route with 404 NOT_FOUND', async () => {
      const response = await handle.app().inject({ method: 'GET', url: '/api/no-such-route' });

      expect(response.statusCode).toBe(404);
      expect(ZApiErrorBody.parse(response.json())).toEqual({
        error: { code: 'NOT_FOUND', message: 'Route not found' },
        requestId: response.headers['x-request-id'],
      });
    });

    it('answers an unexpected error with a bare 500 and logs the real error', async () => {
      const response = await handle.app().inject({ method: 'GET', url: '/api/test/unexpected-failure' });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
        requestId: response.headers['x-request-id'],
      });
      expect(response.body).not.toContain('password_hash');
      expect(response.body).not.toContain('at ');
      const errorLog = logs
        .records()
        .find((record) => record['reqId'] === response.headers['x-request-id'] && record['level'] === 50);
      expect(errorLog?.['err']).toEqual(expect.objectContaining({ message: LEAKY_MESSAGE }));
    });

    it('passes on the code, message and details of an HttpError', async () => {
      const response = await handle.app().inject({ method: 'GET', url: '/api/test/conflict' });

      expect(response.statusCode).toBe(409);
      expect(ZApiErrorBody.parse(response.json()).error).toEqual({
        code: 'CONFLICT',
        message: 'Slug already taken',
        details: { field: 'slug' },
      });
    });

    it('lists every zod issue of an invalid body under VALIDATION_ERROR', async () => {
      const response = await handle.app().inject({
        method: 'POST',
        url: '/api/test/echo',
        payload: { email: 'not-an-email', age: 12 },
      });

      expect(response.statusCode).toBe(400);
      const body = ZApiErrorBody.parse(response.json());
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.details).toEqual({
        issues: [
          expect.objectContaining({ location: 'body', path: '/email', code: 'invalid_format' }),
          expect.objectContaining({ location: 'body', path: '/age', code: 'too_small' }),
        ],
      });
    });

    it('answers malformed JSON with 400 BAD_REQUEST', async () => {
      const response = await handle.app().inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });

      expect(response.statusCode).toBe(400);
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('BAD_REQUEST');
    });

    it('answers a body with an unsupported content type in the error shape', async () => {
      const response = await handle.app().inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/x-unknown' },
        payload: 'x',
      });

      expect(response.statusCode).toBe(415);
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('BAD_REQUEST');
    });

    it('answers a malformed URL (rejected before routing) in the error shape', async () => {
      const response = await handle
        .app()
        .inject({ method: 'GET', url: '/api/public/organizations/%E0%A4%A' });

      expect(response.statusCode).toBe(400);
      expect(ZApiErrorBody.parse(response.json()).error.code).toBe('BAD_REQUEST');
    });
  });

  describe('security headers', () => {
    it('sends helmet headers on API answers', async () => {
      const response = await handle.app().inject({ method: 'GET', url: '/api/livez' });

      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    });
  });

  describe('OpenAPI document', () => {
    it('lists every route with the error body as a shared component', async () => {
      const response = await handle.app().inject({ method: 'GET', url: '/api/docs/json' });

      expect(response.statusCode).toBe(200);
      const document = response.json() as {
        openapi: string;
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
        components: { schemas: Record<string, unknown> };
      };
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/livez',
          '/api/readyz',
          '/api/public/config',
          '/api/public/organizations/{slug}',
        ]),
      );
      expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
      expect(Object.keys(document.components.schemas).sort()).toEqual([
        'ApiErrorBody',
        'Liveness',
        'OrganizationTheme',
        'PublicConfig',
        'PublicOrganization',
        'Readiness',
      ]);
      const organizationResponses = document.paths['/api/public/organizations/{slug}']?.['get']?.responses;
      expect(Object.keys(organizationResponses ?? {})).toEqual(['200', '400', '404', '429', '500', '503']);
      expect(JSON.stringify(organizationResponses?.['404'])).toContain('#/components/schemas/ApiErrorBody');
    });

    it('serves the documentation UI at /api/docs', async () => {
      const response = await handle.app().inject({ method: 'GET', url: '/api/docs' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    });
  });
});
