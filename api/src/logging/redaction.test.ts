import { describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { TEST_DRIVERS } from '../test/databases.ts';
import { createLogCollector } from '../test/log-collector.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { redactUrl } from './logger-options.ts';

const SECRETS = {
  password: 'correct-horse-battery-staple',
  bearer: 'eyJhbGciOiJIUzI1NiJ9.bearer-secret',
  cookie: 'propdesk_access=cookie-secret-value',
  queryToken: 'reset-token-secret',
  refreshToken: 'refresh-secret-value',
  signature: 't=1767225600,v1=signature-secret-value',
  mfaToken: 'mfa-token-secret-value',
  code: '491735',
  recoveryCode: 'recovery-code-secret',
  tokenHash: 'token-hash-secret-value',
  bootstrapToken: 'bootstrap-token-secret-value',
};

/** A careless route that logs the whole body, as a future module might by mistake. */
function addCarelessRoute(app: FastifyInstance): void {
  app.post('/api/test/sign-in', { config: { access: 'public' } }, async (request) => {
    request.log.info(
      {
        body: request.body,
        session: { refreshToken: SECRETS.refreshToken, tokenHash: SECRETS.tokenHash },
        headers: request.headers,
      },
      'sign-in attempt',
    );
    request.log.info({ attempt: { second: { recoveryCode: SECRETS.recoveryCode } } }, 'deep attempt');
    return { ok: true };
  });
}

describe('redactUrl', () => {
  it('masks secret-looking query parameters and keeps the rest', () => {
    expect(redactUrl('/api/reset?token=abc&lang=it&access_token=def')).toBe(
      '/api/reset?token=%5BREDACTED%5D&lang=it&access_token=%5BREDACTED%5D',
    );
    expect(redactUrl('/api/livez')).toBe('/api/livez');
  });

  it('masks the token of an invitation link in the path, read or accepted', () => {
    expect(redactUrl('/api/public/invitations/secret-token_123')).toBe('/api/public/invitations/[REDACTED]');
    expect(redactUrl('/api/invitations/secret-token_123/accept?x=1')).toBe(
      '/api/invitations/[REDACTED]/accept?x=1',
    );
    const staff = '/api/organizations/66666666-6666-4666-8666-666666666666/invitations/abc/resend';
    expect(redactUrl(staff)).toBe(staff);
  });
});

describe.each(TEST_DRIVERS)('log redaction (%s)', (driver) => {
  const logs = createLogCollector();
  const handle = useTestApp(driver, 'redaction', {
    config: { logLevel: 'info' },
    logDestination: logs.destination,
    extend: addCarelessRoute,
  });

  it('never writes passwords, tokens, cookies, signatures or second-factor codes to the log', async () => {
    const response = await handle.app().inject({
      method: 'POST',
      url: `/api/test/sign-in?token=${SECRETS.queryToken}`,
      headers: {
        authorization: `Bearer ${SECRETS.bearer}`,
        cookie: SECRETS.cookie,
        'x-propdesk-signature': SECRETS.signature,
      },
      payload: {
        email: 'trader@example.com',
        password: SECRETS.password,
        mfaToken: SECRETS.mfaToken,
        code: SECRETS.code,
        bootstrapToken: SECRETS.bootstrapToken,
      },
    });

    expect(response.statusCode).toBe(200);
    const written = logs.text();
    expect(written).toContain('sign-in attempt');
    expect(written).toContain('deep attempt');
    expect(written).toContain('trader@example.com');
    expect(written).toContain('[REDACTED]');
    for (const secret of Object.values(SECRETS)) {
      expect(written).not.toContain(secret);
    }
  });
});
