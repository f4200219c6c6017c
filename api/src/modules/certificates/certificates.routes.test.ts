import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  ZCertificatePage,
  ZCertificateVerification,
  formatCertificateCode,
} from '@propdesk/shared/contracts';
import { bearer, createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { buyAccount, winningDays } from '../../test/trading-fixtures.ts';
import { DomainEvent, EventReceipt, publishEvent } from '../events/index.ts';
import { useNotificationFirm } from '../../test/notification-firm.ts';
import { Plan } from '../plans/index.ts';
import { TradingAccount } from '../trading-accounts/index.ts';
import { Certificate } from './certificate.entity.ts';

/** Renders the first page at 20 dpi in grey and answers the share of pixels that are not white. */
function inkShareOf(pdf: Buffer): number {
  const folder = mkdtempSync(join(tmpdir(), 'certificate-'));
  try {
    writeFileSync(join(folder, 'certificate.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '20', '-gray', '-singlefile', 'certificate.pdf', 'page'], {
      cwd: folder,
    });
    // A binary PGM: "P5\n<width> <height>\n<max>\n" then one byte per pixel.
    const image = readFileSync(join(folder, 'page.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(image.subarray(0, 40).toString('latin1'));
    if (header === null) throw new Error('pdftoppm did not write a PGM image');
    const [whole, width, height] = header;
    const pixels = image.subarray(whole.length, whole.length + Number(width) * Number(height));
    return pixels.filter((value) => value < 200).length / pixels.length;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe.each(TEST_DRIVERS)('certificates (%s)', (driver) => {
  const { handle, em, tokens, users, dispatch, evaluate, planId, firm } = useNotificationFirm(
    driver,
    'certs',
  );
  const app = () => handle.app();
  const get = (url: string, token?: string) =>
    app().inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });
  const listOf = async (token: string) => {
    const response = await get('/api/me/certificates?pageSize=100', token);
    expect(response.statusCode).toBe(200);
    return ZCertificatePage.parse(response.json());
  };
  const verify = async (code: string) => {
    const response = await get(`/api/public/certificates/${code}`);
    expect(response.statusCode).toBe(200);
    return ZCertificateVerification.parse(response.json());
  };
  const publishPayout = async (payoutId: string, accountId: string, amountMinor: number) => {
    const manager = em();
    const account = await manager.findOneOrFail(TradingAccount, { id: accountId });
    publishEvent(manager, {
      type: 'trader_payout_paid',
      payload: {
        payoutId,
        accountId,
        ownerId: users.trader.id,
        organizationId: firm().id,
        login: account.login,
        amountMinor,
        currency: 'USD',
      },
    });
    await manager.flush();
  };

  it('issues one certificate for a passed challenge, even when its event is dispatched again', async () => {
    const accountId = await buyAccount(app(), tokens.trader, planId());
    const account = await em().findOneOrFail(TradingAccount, { id: accountId });
    await evaluate(accountId, winningDays(account.engineState.nextResetAt));
    await dispatch();

    // Deliver the event a second time as a crash would, receipts of this consumer gone too.
    const event = await em().findOneOrFail(DomainEvent, { type: 'phase_passed', payload: { accountId } });
    await em().nativeDelete(EventReceipt, { event: event.id, consumer: 'certificates' });
    await em().nativeUpdate(DomainEvent, { id: event.id }, { dispatchedAt: null, availableAt: new Date(0) });
    await dispatch();

    const issued = await em().find(Certificate, { account: accountId });
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ kind: 'challenge_passed', accountSizeMinor: account.accountSizeMinor });
    expect(issued[0]?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const page = await listOf(tokens.trader);
    expect(page.certificates.map((certificate) => certificate.kind)).toContain('challenge_passed');
    expect(page.holderName).toBe('trader Tester');

    // The trader hears of it once, with a link to the certificates page.
    await dispatch();
    const notices = await handle.app().inject({
      method: 'GET',
      url: '/api/me/notifications?area=trader&type=certificate_issued&language=en&pageSize=100',
      headers: bearer(tokens.trader),
    });
    const told = notices
      .json<{ notifications: { message: string; link: unknown }[] }>()
      .notifications.filter((notice) => notice.message.includes(account.login));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: { page: 'certificates', accountId: null } });
  });

  it('certifies funding: a passed 1-step challenge, and an instant account from the day it opens', async () => {
    const planOf = async (program: 'one_step' | 'instant') =>
      (await em().findOneOrFail(Plan, { organization: firm().id, program })).id;
    const oneStepId = await buyAccount(app(), tokens.trader, await planOf('one_step'));
    const oneStep = await em().findOneOrFail(TradingAccount, { id: oneStepId });
    await evaluate(oneStepId, winningDays(oneStep.engineState.nextResetAt, 6));
    const instantId = await buyAccount(app(), tokens.trader, await planOf('instant'));
    await dispatch();

    expect((await em().find(Certificate, { account: oneStepId })).map((item) => item.kind)).toEqual([
      'funded',
    ]);
    expect((await em().find(Certificate, { account: instantId })).map((item) => item.kind)).toEqual([
      'funded',
    ]);
  });

  it('issues one payout certificate with the paid amount, however many times the payout is told', async () => {
    const accountId = await buyAccount(app(), tokens.trader, planId());
    const payoutId = '6f1c1f2e-4d5a-4c3b-9a8e-7d6c5b4a3f21';
    await publishPayout(payoutId, accountId, 123_456);
    await publishPayout(payoutId, accountId, 123_456);
    await dispatch();

    const payouts = await em().find(Certificate, { account: accountId, kind: 'payout' });
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ amountMinor: 123_456, currency: 'USD' });
  });

  it('prints the owner’s certificate as a PDF with ink on it, and nobody else’s', async () => {
    const accountId = await buyAccount(app(), tokens.trader, planId());
    await publishPayout('0b7a8c51-2f3e-4d6a-8b9c-1e2f3a4b5c6d', accountId, 50_000);
    await dispatch();
    const certificate = await em().findOneOrFail(Certificate, { account: accountId, kind: 'payout' });

    const pdf = await get(`/api/me/certificates/${certificate.id}/pdf`, tokens.trader);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const ink = inkShareOf(pdf.rawPayload);
    expect(ink).toBeGreaterThan(0.05);
    expect(ink).toBeLessThan(0.9);

    // The same firm's other trader and another firm's owner: both as if it did not exist.
    expect((await get(`/api/me/certificates/${certificate.id}/pdf`, tokens.neighbour)).statusCode).toBe(404);
    expect((await get(`/api/me/certificates/${certificate.id}/pdf`, tokens.otherOwner)).statusCode).toBe(404);
    expect((await get(`/api/me/certificates/${certificate.id}/pdf`)).statusCode).toBe(401);
    expect((await get('/api/me/certificates/not-an-id/pdf', tokens.trader)).statusCode).toBe(400);
    expect((await listOf(tokens.neighbour)).certificates.map((item) => item.id)).not.toContain(
      certificate.id,
    );
  });

  it('verifies a code publicly: valid with its facts, revoked, unknown, and refuses what cannot be a code', async () => {
    const accountId = await buyAccount(app(), tokens.trader, planId());
    await publishPayout('9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', accountId, 75_000);
    await dispatch();
    const certificate = await em().findOneOrFail(Certificate, { account: accountId, kind: 'payout' });

    const typed = formatCertificateCode(certificate.code).toLowerCase();
    expect(await verify(typed)).toEqual({
      status: 'valid',
      certificate: {
        kind: 'payout',
        holderName: 'trader Tester',
        organizationName: firm().name,
        accountSizeMinor: certificate.accountSizeMinor,
        amountMinor: 75_000,
        currency: 'USD',
        issuedAt: certificate.issuedAt.getTime(),
      },
    });
    expect(await verify('ZZZZ-ZZZZ-ZZZZ-ZZZZ')).toEqual({ status: 'unknown' });
    const revokedAt = new Date('2026-01-02T03:04:05.000Z');
    await em().nativeUpdate(Certificate, { id: certificate.id }, { revokedAt });
    expect(await verify(certificate.code)).toEqual({ status: 'revoked', revokedAt: revokedAt.getTime() });
    const invalid = await get('/api/public/certificates/abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('prints the name as the trader chooses, refuses a bad choice and keeps staff out', async () => {
    const saved = await app().inject({
      method: 'PUT',
      url: '/api/me/certificates/preferences',
      headers: bearer(tokens.neighbour),
      payload: { nameStyle: 'first_name_initial' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await listOf(tokens.neighbour)).holderName).toBe('neighbour T.');
    const wrong = await app().inject({
      method: 'PUT',
      url: '/api/me/certificates/preferences',
      headers: bearer(tokens.neighbour),
      payload: { nameStyle: 'nickname' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await get('/api/me/certificates?pageSize=0', tokens.neighbour)).statusCode).toBe(400);

    const manager = em();
    await createTestAccount(manager, { email: 'certs.admin@example.com', role: 'admin', portalType: null });
    await manager.flush();
    const admin = (await signInAs(app(), { email: 'certs.admin@example.com', portal: 'admin' })).accessToken;
    expect((await get('/api/me/certificates', admin)).statusCode).toBe(403);
    expect((await get('/api/me/certificates')).statusCode).toBe(401);
  });
});
