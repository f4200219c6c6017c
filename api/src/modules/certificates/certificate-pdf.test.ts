import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { certificateVerificationPath, type TLanguage } from '@propdesk/shared/contracts';
import { logoAsPng } from '../branding/index.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import type { TPrintableCertificate } from './certificate-rows.ts';

/** Runs a poppler tool (pdftotext, pdffonts) on the PDF and answers what it prints. */
function popplerOutput(tool: string, pdf: Buffer, args: readonly string[] = []): string {
  const folder = mkdtempSync(join(tmpdir(), 'certificate-text-'));
  try {
    writeFileSync(join(folder, 'certificate.pdf'), pdf);
    return execFileSync(tool, [...args, 'certificate.pdf', ...(tool === 'pdftotext' ? ['-'] : [])], {
      cwd: folder,
      encoding: 'utf8',
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function certificateOf(holderName: string, organizationName: string, language: TLanguage) {
  return {
    id: '7c0d2a51-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    kind: 'payout',
    code: 'ABCDEFGHJKMNPQRS',
    accountId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    login: '1000123',
    accountSizeMinor: 10_000_000,
    amountMinor: 123_456,
    currency: 'USD',
    organizationName,
    issuedAt: Date.UTC(2026, 0, 15),
    revokedAt: null,
    holderName,
    language,
    branding: {
      primaryColor: '#1d4ed8',
      secondaryColor: '#0f172a',
      accentColor: '#f59e0b',
      backgroundColor: '#ffffff',
      textColor: '#111827',
    },
    logo: null,
  } satisfies TPrintableCertificate;
}

const render = (certificate: TPrintableCertificate) =>
  renderCertificatePdf(certificate, {
    publicAppUrl: 'https://propdesk.example.com',
    verificationPath: certificateVerificationPath(certificate.code),
  });

describe('renderCertificatePdf', () => {
  it.each([
    ['Polish', 'Łukasz Żółć', 'Śląskie Ćwiczenia Giełdowe', 'en'],
    ['Cyrillic', 'Дмитрий Иванов', 'Торговый дом «Восток»', 'es'],
    ['Greek', 'Γιώργος Παπαδόπουλος', 'Ελληνική Εταιρεία Συναλλαγών', 'it'],
  ] as const)(
    'prints %s holder and firm names letter for letter',
    async (_script, holder, firm, language) => {
      const pdf = await render(certificateOf(holder, firm, language));

      const lines = popplerOutput('pdftotext', pdf)
        .split('\n')
        .map((line) => line.trim());
      expect(lines).toContain(holder);
      expect(lines).toContain(firm);
    },
  );

  it('embeds only subsets of its own two faces, so the file stays small', async () => {
    const pdf = await render(certificateOf('Łukasz Żółć', 'Дмитрий и Γιώργος', 'en'));

    // pdffonts: two header lines, then one line per font ending "… emb sub uni object-id generation".
    const fonts = popplerOutput('pdffonts', pdf).trim().split('\n').slice(2);
    expect(fonts.map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
    ]);
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\s+\d+\s+\d+$/);
    // The whole faces weigh about 1.4 MB; their subsets and the QR code a few tens of kB.
    expect(pdf.length).toBeLessThan(120_000);
  });

  it('prints the firm’s uploaded logo in the letterhead, its name still whole beside it', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10"><rect width="40" height="10" fill="#0f766e"/></svg>',
    );
    const logo = await logoAsPng('image/svg+xml', svg);
    const certificate = certificateOf('Ada Lovelace', 'Vega Funded Trading', 'en');
    const pdf = await renderCertificatePdf(certificate, {
      publicAppUrl: 'https://propdesk.example.com',
      verificationPath: certificateVerificationPath(certificate.code),
      logo,
    });

    // pdfimages -list: two header lines, then one line per image or transparency mask.
    const images = (file: Buffer) =>
      popplerOutput('pdfimages', file, ['-list'])
        .trim()
        .split('\n')
        .slice(2)
        .filter((line) => line.trim().split(/\s+/)[2] === 'image');
    expect(images(pdf)).toHaveLength(2);
    // Drawn from a 40-unit viewBox, it is still sharp: 1024 pixels wide.
    expect(images(pdf).some((line) => line.trim().split(/\s+/)[3] === '1024')).toBe(true);
    expect(popplerOutput('pdftotext', pdf)).toContain('Vega Funded Trading');
    expect(images(await render(certificate))).toHaveLength(1);
  });
});
