import { describe, expect, it } from '@jest/globals';
import { KYC_DOCUMENT_MAX_BYTES, ZOwnKyc } from '@propdesk/shared/contracts';
import sharp from 'sharp';
import { bearer } from '../../test/auth-fixtures.ts';
import { jpegDeclaring, pngDeclaring } from '../../test/declared-size-images.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { IdentityDocument } from './identity-document.entity.ts';
import { IdentityVerification } from './identity-verification.entity.ts';
import { birthDate, PDF_BYTES, pngWithMetadata, useKycFirm } from '../../test/kyc-firm.ts';
import { kycStatusOf } from './kyc-status.ts';

const FACTS = { legalName: 'Giulia Trader', dateOfBirth: '1990-05-17', country: 'IT' };

describe.each(TEST_DRIVERS)('a trader’s identity check (%s)', (driver) => {
  const firm = useKycFirm(driver, 'kyc_trader');

  const ownKyc = async (who: 'trader' | 'minor') => {
    const response = await firm
      .app()
      .inject({ method: 'GET', url: '/api/me/kyc', headers: bearer(firm.tokens[who]) });
    expect(response.statusCode).toBe(200);
    return ZOwnKyc.parse(response.json());
  };

  it('is not started before anything is sent', async () => {
    expect(await ownKyc('trader')).toMatchObject({ status: 'not_started', documents: [] });
    expect(await kycStatusOf(firm.em(), firm.users.trader.id)).toBe('not_started');
  });

  it('refuses a file named .png whose content is text, whatever content type the browser claims', async () => {
    const response = await firm.upload(
      'trader',
      'id_front',
      Buffer.from('<script>alert(1)</script>'),
      'image/png',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'KYC_FILE_TYPE', details: { issues: [{ path: '/id_front' }] } },
    });
  });

  it('refuses an image whose header is right but whose data is not (it cannot be re-encoded)', async () => {
    const truncated = (await pngWithMetadata()).subarray(0, 40);
    const response = await firm.upload('trader', 'id_back', truncated);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'KYC_FILE_TYPE' } });
  });

  it('refuses an image declaring more pixels than allowed from its header, before decoding it', async () => {
    for (const bomb of [await jpegDeclaring(16_368, 16_368), await pngDeclaring(16_368, 16_368)]) {
      const response = await firm.upload('trader', 'id_front', bomb);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'KYC_IMAGE_TOO_LARGE', details: { issues: [{ path: '/id_front' }] } },
      });
    }
    // Just under the limit is only a size: this one is refused for its data, which is not there.
    const underLimit = await pngDeclaring(7_000, 7_000);
    expect((await firm.upload('trader', 'id_front', underLimit)).json()).toMatchObject({
      error: { code: 'KYC_FILE_TYPE' },
    });
  });

  it('refuses a file over 10 MB with the document named, and keeps what was uploaded before', async () => {
    expect((await firm.upload('trader', 'proof_of_residence', PDF_BYTES)).statusCode).toBe(200);
    const tooLarge = Buffer.concat([PDF_BYTES, Buffer.alloc(KYC_DOCUMENT_MAX_BYTES + 1 - PDF_BYTES.length)]);
    const response = await firm.upload('trader', 'proof_of_residence', tooLarge);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'KYC_FILE_TOO_LARGE', details: { issues: [{ path: '/proof_of_residence' }] } },
    });
    const kyc = await ownKyc('trader');
    expect(kyc.documents).toEqual([
      expect.objectContaining({ kind: 'proof_of_residence', contentType: 'application/pdf' }),
    ]);
  });

  it('re-encodes images so their metadata is gone, and stores them under a key, not in the database', async () => {
    const original = await pngWithMetadata();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await firm.upload('trader', 'id_front', original);
    expect(response.statusCode).toBe(200);
    const document = await firm
      .em()
      .findOneOrFail(IdentityDocument, { id: response.json<{ id: string }>().id });
    expect(document.storageKey).toMatch(/^kyc\//);
    const stored = await firm.storage.get(document.storageKey);
    expect(stored).not.toBeNull();
    const metadata = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 8, height: 8 });
    expect(metadata.exif).toBeUndefined();
    expect(stored?.includes('secret-gps-and-device')).toBe(false);
  });

  it('refuses a bad kind and incomplete facts with 400', async () => {
    expect((await firm.upload('trader', 'selfie', PDF_BYTES)).statusCode).toBe(400);
    const response = await firm.submit('trader', { legalName: 'G' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect((await firm.submit('trader', { ...FACTS, dateOfBirth: '1990-02-30' })).statusCode).toBe(400);
  });

  it('refuses to send before every document is uploaded, naming what is missing', async () => {
    const response = await firm.submit('trader', FACTS);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'KYC_DOCUMENTS_MISSING', details: { missing: ['id_back'] } },
    });
  });

  it('refuses a restricted country of residence with a clear message', async () => {
    await firm.uploadAll('trader');
    const response = await firm.submit('trader', { ...FACTS, country: 'US' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        details: {
          issues: [
            expect.objectContaining({
              path: '/country',
              message: 'We cannot accept residents of this country',
            }),
          ],
        },
      },
    });
  });

  it('keeps every file of a first upload of three at once (the check is started by one of them)', async () => {
    const png = await pngWithMetadata();
    const responses = await Promise.all(
      (['id_front', 'id_back', 'proof_of_residence'] as const).map((kind) =>
        firm.upload('minor', kind, kind === 'proof_of_residence' ? PDF_BYTES : png),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const kinds = (await ownKyc('minor')).documents.map((document) => document.kind);
    expect(kinds.sort()).toEqual(['id_back', 'id_front', 'proof_of_residence']);
  });

  it('refuses a 17-year-old (18 tomorrow) and accepts someone 18 today', async () => {
    await firm.uploadAll('minor');
    const minor = await firm.submit('minor', { ...FACTS, dateOfBirth: birthDate(18, 1) });
    expect(minor.statusCode).toBe(400);
    expect(minor.json()).toMatchObject({
      error: { code: 'KYC_UNDERAGE', details: { issues: [{ path: '/dateOfBirth' }] } },
    });
    const adult = await firm.submit('minor', { ...FACTS, dateOfBirth: birthDate(18) });
    expect(adult.statusCode).toBe(200);
    expect(adult.json()).toMatchObject({ status: 'submitted', dateOfBirth: birthDate(18) });
  });

  it('sends the check: submitted for kycStatusOf, then nothing can be changed until it is decided', async () => {
    // Started before the trader was linked to their firm: sending it gives it to the firm's staff.
    await firm
      .em()
      .nativeUpdate(IdentityVerification, { user: firm.users.trader.id }, { organization: null });
    const response = await firm.submit('trader', FACTS);
    const verification = await firm.em().findOneOrFail(IdentityVerification, { user: firm.users.trader.id });
    expect(verification.organization?.id).toBe(firm.firm().id);
    expect(response.statusCode).toBe(200);
    expect(ZOwnKyc.parse(response.json())).toMatchObject({
      status: 'submitted',
      legalName: 'Giulia Trader',
      rejectionReason: null,
    });
    expect((await ownKyc('trader')).documents.map((document) => document.kind)).toEqual([
      'id_back',
      'id_front',
      'proof_of_residence',
    ]);
    expect(await kycStatusOf(firm.em(), firm.users.trader.id)).toBe('submitted');
    expect((await firm.upload('trader', 'id_front', PDF_BYTES)).statusCode).toBe(409);
    // Refused for the check's state before the file is looked at: no bytes are read, no image decoded.
    for (const bytes of [Buffer.from('not an image'), await jpegDeclaring(16_368, 16_368)]) {
      const refused = await firm.upload('trader', 'id_front', bytes);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: 'KYC_NOT_EDITABLE' } });
    }
    expect((await firm.submit('trader', FACTS)).statusCode).toBe(409);
  });

  it('is the trader’s own: staff and platform admins have no check of their own here (403)', async () => {
    const response = await firm
      .app()
      .inject({ method: 'GET', url: '/api/me/kyc', headers: bearer(firm.tokens.admin) });
    expect(response.statusCode).toBe(403);
    expect((await firm.app().inject({ method: 'GET', url: '/api/me/kyc' })).statusCode).toBe(401);
  });
});
