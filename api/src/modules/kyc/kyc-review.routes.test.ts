import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { KYC_DOCUMENT_LINK_TTL_MS, ZKycDetail, ZKycDocumentLink, ZKycPage } from '@propdesk/shared/contracts';
import {
  accessTokenWithoutSecondFactor,
  bearer,
  signInAs,
  TEST_TOTP_SECRET,
} from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { AuditEvent } from '../audit/index.ts';
import { Session } from '../auth/index.ts';
import { Profile } from '../tenancy/index.ts';
import { Notification } from '../notifications/index.ts';
import { documentLinkSecret, signDocumentLink } from './document-link.ts';
import { IdentityVerification } from './identity-verification.entity.ts';
import { KYC_TEST_JWT_SECRET, PDF_BYTES, useKycFirm } from '../../test/kyc-firm.ts';
import { kycStatusOf } from './kyc-status.ts';

const FACTS = { legalName: 'Giulia Trader', dateOfBirth: '1990-05-17', country: 'IT' };

describe.each(TEST_DRIVERS)('staff review of identity checks (%s)', (driver) => {
  const firm = useKycFirm(driver, 'kyc_review');
  const state = { verificationId: '' };
  const base = () => `${firm.firm().id}/kyc`;
  const detailPath = () => `${base()}/${state.verificationId}`;

  const sendCheck = async () => {
    await firm.uploadAll('trader');
    const response = await firm.submit('trader', FACTS);
    expect(response.statusCode).toBe(200);
    const verification = await firm.em().findOneOrFail(IdentityVerification, { user: firm.users.trader.id });
    state.verificationId = verification.id;
  };

  it('tells the firm’s staff a check was sent (kyc_submitted, home link), not another firm', async () => {
    await sendCheck();
    await firm.app().events.dispatchPending();
    const toOwner = await firm
      .em()
      .find(Notification, { type: 'kyc_submitted', recipient: firm.users.owner.id });
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.area).toBe('organization');
    const toOther = await firm
      .em()
      .count(Notification, { type: 'kyc_submitted', recipient: firm.users.otherOwner.id });
    expect(toOther).toBe(0);
  });

  it('lists the organization’s checks with a status filter and paging', async () => {
    const response = await firm.staff('owner', 'GET', `${base()}?status=submitted&pageSize=1`);
    expect(response.statusCode).toBe(200);
    const page = ZKycPage.parse(response.json());
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect(page.verifications[0]).toMatchObject({
      id: state.verificationId,
      traderName: 'trader Tester',
      legalName: 'Giulia Trader',
      status: 'submitted',
    });
    const approved = ZKycPage.parse((await firm.staff('owner', 'GET', `${base()}?status=approved`)).json());
    expect(approved.total).toBe(0);
    const pastTheEnd = ZKycPage.parse((await firm.staff('manager', 'GET', `${base()}?page=3`)).json());
    expect(pastTheEnd).toMatchObject({ verifications: [], total: 1 });
    expect((await firm.staff('owner', 'GET', `${base()}?status=maybe`)).statusCode).toBe(400);
  });

  it('shows the facts and documents, to the firm’s reviewers and platform admins', async () => {
    for (const who of ['owner', 'manager', 'admin'] as const) {
      const response = await firm.staff(who, 'GET', detailPath());
      expect(response.statusCode).toBe(200);
      const detail = ZKycDetail.parse(response.json());
      expect(detail).toMatchObject({ dateOfBirth: '1990-05-17', country: 'IT', status: 'submitted' });
      expect(detail.documents.map((document) => document.kind)).toEqual([
        'id_back',
        'id_front',
        'proof_of_residence',
      ]);
    }
  });

  it('is a 404 for another organization’s staff, a 403 for the firm’s agent and trader (no kyc.review)', async () => {
    const detail = ZKycDetail.parse((await firm.staff('owner', 'GET', detailPath())).json());
    const documentId = detail.documents[0]?.id ?? '';
    for (const [who, status] of [
      ['otherOwner', 404],
      ['agent', 403],
      ['trader', 403],
    ] as const) {
      expect((await firm.staff(who, 'GET', base())).statusCode).toBe(status);
      expect((await firm.staff(who, 'GET', detailPath())).statusCode).toBe(status);
      expect((await firm.staff(who, 'POST', `${detailPath()}/documents/${documentId}/link`)).statusCode).toBe(
        status,
      );
      expect(
        (await firm.staff(who, 'POST', `${detailPath()}/decision`, { decision: 'approved' })).statusCode,
      ).toBe(status);
    }
    // Through their own organization's path the other firm's owner still finds nothing.
    const viaOwn = await firm.staff('otherOwner', 'GET', `${firm.other().id}/kyc/${state.verificationId}`);
    expect(viaOwn.statusCode).toBe(404);
  });

  it('opens a document through a fresh signed link, audits the view, and refuses it tampered or expired', async () => {
    const detail = ZKycDetail.parse((await firm.staff('owner', 'GET', detailPath())).json());
    const document = detail.documents.find((entry) => entry.kind === 'proof_of_residence');
    if (document === undefined) throw new Error('no proof of residence');
    const issued = await firm.staff('owner', 'POST', `${detailPath()}/documents/${document.id}/link`);
    expect(issued.statusCode).toBe(201);
    const link = ZKycDocumentLink.parse(issued.json());
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(KYC_DOCUMENT_LINK_TTL_MS);

    const opened = await firm
      .app()
      .inject({ method: 'GET', url: link.url, headers: { 'user-agent': 'review-test' } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['cache-control']).toContain('no-store');
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const audits = await firm.em().find(AuditEvent, { action: 'kyc_document_viewed' });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'review-test', outcome: 'success' });
    expect(audits[0]?.actor?.id).toBe(firm.users.owner.id);
    expect(audits[0]).toMatchObject({ targetType: 'kyc_document', targetId: document.id });
    expect(audits[0]?.organization?.id).toBe(firm.firm().id);

    const token = new URL(link.url, 'http://api.test').searchParams.get('token') ?? '';
    const [body = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, string>;
    const forged = Buffer.from(JSON.stringify({ ...claims, organizationId: firm.other().id })).toString(
      'base64url',
    );
    const tampered = await firm
      .app()
      .inject({ method: 'GET', url: `/api/kyc-documents?token=${forged}.${signature}` });
    expect(tampered.statusCode).toBe(404);

    const secret = documentLinkSecret(KYC_TEST_JWT_SECRET);
    const claimsOf = () => ({
      linkId: randomUUID(),
      documentId: document.id,
      organizationId: firm.firm().id,
      viewerId: firm.users.owner.id,
      sessionId: firm.app().jwt.decode<{ sid: string }>(firm.tokens.owner)?.sid ?? '',
    });
    const expired = signDocumentLink(secret, claimsOf(), Date.now() - KYC_DOCUMENT_LINK_TTL_MS - 1000);
    expect(
      (await firm.app().inject({ method: 'GET', url: `/api/kyc-documents?token=${expired}` })).statusCode,
    ).toBe(404);
    const fresh = signDocumentLink(secret, claimsOf(), Date.now() - KYC_DOCUMENT_LINK_TTL_MS + 30_000);
    expect(
      (await firm.app().inject({ method: 'GET', url: `/api/kyc-documents?token=${fresh}` })).statusCode,
    ).toBe(200);
    expect(await firm.em().count(AuditEvent, { action: 'kyc_document_viewed' })).toBe(2);
  });

  it('opens a link once, and only while its viewer’s session lives and they still review the firm’s checks', async () => {
    const detail = ZKycDetail.parse((await firm.staff('owner', 'GET', detailPath())).json());
    const documentId = detail.documents[0]?.id ?? '';
    const linkFor = async (headers: Record<string, string>) => {
      const issued = await firm.app().inject({
        method: 'POST',
        url: `/api/organizations/${detailPath()}/documents/${documentId}/link`,
        headers,
      });
      expect(issued.statusCode).toBe(201);
      return ZKycDocumentLink.parse(issued.json()).url;
    };
    const open = async (url: string) => (await firm.app().inject({ method: 'GET', url })).statusCode;

    const once = await linkFor(bearer(firm.tokens.owner));
    expect(await open(once)).toBe(200);
    expect(await open(once)).toBe(404);

    // The viewer signed out (or was signed out) since the link was made.
    const { accessToken, sessionId } = await signInAs(firm.app(), {
      email: firm.users.owner.email,
      portal: 'organization',
      totpSecret: TEST_TOTP_SECRET,
    });
    const ofEndedSession = await linkFor(bearer(accessToken));
    await firm.em().nativeUpdate(Session, { id: sessionId }, { revokedAt: new Date() });
    expect(await open(ofEndedSession)).toBe(404);

    // The viewer lost the role that let them review: a platform admin demoted since.
    const ofDemotedViewer = await linkFor(bearer(firm.tokens.admin));
    await firm.em().nativeUpdate(Profile, { user: firm.users.admin.id }, { role: 'client' });
    try {
      expect(await open(ofDemotedViewer)).toBe(404);
    } finally {
      await firm.em().nativeUpdate(Profile, { user: firm.users.admin.id }, { role: 'admin' });
    }
  });

  it('needs a second factor to decide, and a reason to reject', async () => {
    // A session that passed no second factor (one signed in before the authenticator was set up).
    const accessToken = await accessTokenWithoutSecondFactor(firm.app(), firm.em(), firm.users.manager);
    const withoutSecondFactor = await firm.app().inject({
      method: 'POST',
      url: `/api/organizations/${detailPath()}/decision`,
      headers: bearer(accessToken),
      payload: { decision: 'approved' },
    });
    expect(withoutSecondFactor.statusCode).toBe(403);
    expect(withoutSecondFactor.json()).toMatchObject({ error: { code: 'SECOND_FACTOR_REQUIRED' } });
    const noReason = await firm.staff('owner', 'POST', `${detailPath()}/decision`, { decision: 'rejected' });
    expect(noReason.statusCode).toBe(400);
  });

  it('rejects with a reason the trader reads in their language, and lets them send again', async () => {
    const reason = 'La foto del documento è sfocata.';
    const rejected = await firm.staff('owner', 'POST', `${detailPath()}/decision`, {
      decision: 'rejected',
      reason,
    });
    expect(rejected.statusCode).toBe(200);
    expect(ZKycDetail.parse(rejected.json())).toMatchObject({ status: 'rejected', rejectionReason: reason });
    await firm.app().events.dispatchPending();
    const page = await firm.app().inject({
      method: 'GET',
      url: '/api/me/notifications?area=trader',
      headers: bearer(firm.tokens.trader),
    });
    const notification = page
      .json<{ notifications: { type: string; title: string; message: string; link: unknown }[] }>()
      .notifications.find((entry) => entry.type === 'kyc_rejected');
    expect(notification).toMatchObject({
      title: 'Verifica d’identità respinta',
      link: { page: 'home', accountId: null },
    });
    expect(notification?.message).toContain(reason);
    const own = await firm
      .app()
      .inject({ method: 'GET', url: '/api/me/kyc', headers: bearer(firm.tokens.trader) });
    expect(own.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });

    expect((await firm.upload('trader', 'id_front', PDF_BYTES)).statusCode).toBe(200);
    expect((await firm.submit('trader', FACTS)).statusCode).toBe(200);
    expect(await kycStatusOf(firm.em(), firm.users.trader.id)).toBe('submitted');
  });

  it('decides once when two reviewers approve at the same time', async () => {
    const decide = (who: 'owner' | 'admin') =>
      firm.staff(who, 'POST', `${detailPath()}/decision`, { decision: 'approved' });
    const statuses = (await Promise.all([decide('owner'), decide('admin'), decide('owner')])).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    expect(await kycStatusOf(firm.em(), firm.users.trader.id)).toBe('approved');
    await firm.app().events.dispatchPending();
    expect(
      await firm.em().count(Notification, { type: 'kyc_approved', recipient: firm.users.trader.id }),
    ).toBe(1);
    expect(await firm.em().count(AuditEvent, { action: 'kyc_decided' })).toBe(2);
    const again = await decide('owner');
    expect(again.json()).toMatchObject({ error: { code: 'KYC_ALREADY_DECIDED' } });
  });
});
