import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ZCertificatePage,
  ZCertificateRevocation,
  ZCertificateVerification,
  ZNotificationPage,
} from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { AuditEvent } from '../audit/index.ts';
import { publishEvent } from '../events/index.ts';
import { useNotificationFirm } from '../../test/notification-firm.ts';
import { OrganizationMember } from '../tenancy/index.ts';
import { TradingAccount } from '../trading-accounts/index.ts';
import { buyAccount } from '../../test/trading-fixtures.ts';
import { newCertificateCode } from './certificate-code.ts';
import { Certificate } from './certificate.entity.ts';

const REASON = 'Issued by mistake for a test account';

describe.each(TEST_DRIVERS)('certificate revocation (%s)', (driver) => {
  const { handle, em, tokens, users, dispatch, planId, firm } = useNotificationFirm(driver, 'certrevoke');
  const app = () => handle.app();
  /** A member of the firm with the admin role, and a platform admin (member of no firm). */
  const extra = { firmAdmin: '', platformAdmin: '' };

  beforeAll(async () => {
    const manager = em();
    const firmAdmin = await createTestAccount(manager, {
      email: 'firm.admin@certrevoke.example.com',
      organization: firm(),
    });
    manager.create(OrganizationMember, {
      organization: firm(),
      user: firmAdmin,
      role: 'admin',
      status: 'active',
    });
    await createTestAccount(manager, {
      email: 'platform.admin@certrevoke.example.com',
      role: 'admin',
      portalType: null,
    });
    await manager.flush();
    extra.firmAdmin = (await signInAs(app(), { email: 'firm.admin@certrevoke.example.com' })).accessToken;
    extra.platformAdmin = (
      await signInAs(app(), { email: 'platform.admin@certrevoke.example.com', portal: 'admin' })
    ).accessToken;
  });

  /** A payout certificate of the trader, issued by the outbox as in production. */
  const issueCertificate = async (): Promise<{ id: string; code: string }> => {
    const accountId = await buyAccount(app(), tokens.trader, planId());
    const manager = em();
    const account = await manager.findOneOrFail(TradingAccount, { id: accountId });
    publishEvent(manager, {
      type: 'trader_payout_paid',
      payload: {
        payoutId: crypto.randomUUID(),
        accountId,
        ownerId: users.trader.id,
        organizationId: firm().id,
        login: account.login,
        amountMinor: 50_000,
        currency: 'USD',
      },
    });
    await manager.flush();
    await dispatch();
    const certificate = await em().findOneOrFail(Certificate, { account: accountId, kind: 'payout' });
    return { id: certificate.id, code: certificate.code };
  };
  const revoke = (
    token: string | null,
    certificateId: string,
    payload: unknown,
    organizationId = firm().id,
  ) =>
    app().inject({
      method: 'POST',
      url: `/api/organizations/${organizationId}/certificates/${certificateId}/revoke`,
      headers: { ...(token === null ? {} : bearer(token)), 'user-agent': 'revoke-test' },
      payload: payload as Record<string, unknown>,
    });
  const get = (url: string, token?: string) =>
    app().inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });
  const revokedAtOf = async (id: string) => (await em().findOneOrFail(Certificate, { id })).revokedAt;

  it('lets the owner revoke with a reason: the page says revoked, the trader is told, the PDF is gone', async () => {
    const certificate = await issueCertificate();

    const response = await revoke(tokens.owner, certificate.id, { reason: `  ${REASON}  ` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const revocation = ZCertificateRevocation.parse(response.json());
    expect(revocation).toMatchObject({ certificateId: certificate.id, reason: REASON });

    const stored = await em().findOneOrFail(Certificate, { id: certificate.id });
    expect(stored.revokedAt?.getTime()).toBe(revocation.revokedAt);
    expect(stored.revocationReason).toBe(REASON);
    const verification = ZCertificateVerification.parse(
      (await get(`/api/public/certificates/${certificate.code}`)).json(),
    );
    expect(verification).toEqual({ status: 'revoked', revokedAt: revocation.revokedAt });
    const page = ZCertificatePage.parse(
      (await get('/api/me/certificates?pageSize=100', tokens.trader)).json(),
    );
    expect(page.certificates.find((item) => item.id === certificate.id)?.revokedAt).toBe(
      revocation.revokedAt,
    );

    const pdf = await get(`/api/me/certificates/${certificate.id}/pdf`, tokens.trader);
    expect(pdf.statusCode).toBe(410);
    expect(pdf.json()).toMatchObject({ error: { code: 'CERTIFICATE_REVOKED' } });

    const audits = await em().find(AuditEvent, { action: 'certificate_revoked' }, { populate: ['actor'] });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'revoke-test', outcome: 'success' });
    expect(audits[0]?.actor?.id).toBe(users.owner.id);
    expect(audits[0]?.details).toMatchObject({
      certificateId: certificate.id,
      organizationId: firm().id,
      reason: REASON,
    });

    await dispatch();
    const notices = ZNotificationPage.parse(
      (
        await get(
          '/api/me/notifications?area=trader&type=certificate_revoked&language=en&pageSize=100',
          tokens.trader,
        )
      ).json(),
    ).notifications;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'Certificate revoked',
      link: { page: 'certificates', accountId: null },
    });
    expect(notices[0]?.message).toContain(REASON);
  });

  it('refuses a reason under 5 characters once trimmed, or over 500, and revokes nothing', async () => {
    const certificate = await issueCertificate();
    for (const payload of [{ reason: 'abc' }, { reason: '   abcd   ' }, { reason: 'x'.repeat(501) }, {}]) {
      const response = await revoke(tokens.owner, certificate.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect(await revokedAtOf(certificate.id)).toBeNull();
  });

  it('is a 403 for the firm’s manager, agent and trader (no certificates.revoke) and 401 without a session', async () => {
    const certificate = await issueCertificate();
    for (const token of [tokens.manager, tokens.agent, tokens.trader]) {
      const response = await revoke(token, certificate.id, { reason: REASON });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
    // Refused before the body is read: who may not revoke learns nothing from a bad body.
    expect((await revoke(tokens.manager, certificate.id, { reason: 'no' })).statusCode).toBe(403);
    expect((await revoke(null, certificate.id, { reason: REASON })).statusCode).toBe(401);
    expect(await revokedAtOf(certificate.id)).toBeNull();
  });

  it('is a 404 for another firm’s staff, and for a certificate of another firm named under one’s own', async () => {
    const certificate = await issueCertificate();
    const manager = em();
    const { organization: other } = await manager.findOneOrFail(OrganizationMember, {
      user: users.otherOwner.id,
    });
    const foreign = manager.create(Certificate, {
      owner: users.otherOwner.id,
      organization: other.id,
      account: null,
      kind: 'funded',
      login: '9000001',
      accountSizeMinor: 2_500_000,
      amountMinor: null,
      currency: 'USD',
      code: newCertificateCode(),
      sourceKey: `funded:${crypto.randomUUID()}`,
      issuedAt: new Date(),
      revokedAt: null,
    });
    await manager.flush();

    expect((await revoke(tokens.otherOwner, certificate.id, { reason: REASON })).statusCode).toBe(404);
    expect((await revoke(tokens.otherOwner, certificate.id, { reason: REASON }, other.id)).statusCode).toBe(
      404,
    );
    expect((await revoke(tokens.owner, foreign.id, { reason: REASON })).statusCode).toBe(404);
    expect((await revoke(tokens.owner, certificate.id, { reason: REASON }, 'not-an-id')).statusCode).toBe(
      404,
    );
    expect(await revokedAtOf(certificate.id)).toBeNull();
    expect(await revokedAtOf(foreign.id)).toBeNull();
  });

  it('revokes once when the firm’s owner and admin revoke at the same time; again is a 409', async () => {
    const certificate = await issueCertificate();
    const statuses = (
      await Promise.all([
        revoke(tokens.owner, certificate.id, { reason: REASON }),
        revoke(extra.firmAdmin, certificate.id, { reason: 'Duplicate of another certificate' }),
        revoke(tokens.owner, certificate.id, { reason: REASON }),
      ])
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);

    const again = await revoke(extra.firmAdmin, certificate.id, { reason: REASON });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'CONFLICT' } });
    const audits = await em().find(AuditEvent, {
      action: 'certificate_revoked',
      details: { certificateId: certificate.id },
    });
    expect(audits).toHaveLength(1);
  });

  it('lets a platform admin revoke a certificate of any firm', async () => {
    const certificate = await issueCertificate();
    const response = await revoke(extra.platformAdmin, certificate.id, { reason: REASON });
    expect(response.statusCode).toBe(200);
    expect(await revokedAtOf(certificate.id)).not.toBeNull();
  });
});
