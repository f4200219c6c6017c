import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { TLanguage } from '@propdesk/shared/contracts';
import { logoAsPng } from '../branding/index.ts';
import { formatMoney } from '../notifications/index.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import type { TPrintableReceipt } from './receipt-rows.ts';

/** Runs a poppler tool on the PDF and answers what it prints, with no-break spaces as plain ones. */
function popplerOutput(tool: string, pdf: Buffer, args: readonly string[] = []): string {
  const folder = mkdtempSync(join(tmpdir(), 'receipt-pdf-'));
  try {
    writeFileSync(join(folder, 'receipt.pdf'), pdf);
    return execFileSync(tool, [...args, 'receipt.pdf', ...(tool === 'pdftotext' ? ['-'] : [])], {
      cwd: folder,
      encoding: 'utf8',
    }).replace(/[\u00a0\u202f]/g, ' ');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const linesOf = (pdf: Buffer) =>
  popplerOutput('pdftotext', pdf, ['-layout'])
    .split('\n')
    .map((line) => line.trim().replace(/\s{2,}/g, '  '));

function receiptOf(overrides: Partial<TPrintableReceipt> = {}): TPrintableReceipt {
  return {
    id: '3f1d2a51-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    number: 'R-000042',
    issuedAt: new Date(Date.UTC(2026, 0, 15)).toISOString(),
    organizationName: 'Vega Funded Trading',
    program: 'two_step',
    accountSizeMinor: 10_000_000,
    listPriceMinor: 54_900,
    couponCode: null,
    discountMinor: 0,
    amountPaidMinor: 54_900,
    currency: 'USD',
    taxRateBasisPoints: null,
    taxMinor: null,
    traderName: 'Ada Lovelace',
    traderEmail: 'ada@example.com',
    language: 'en',
    colors: { primary: '#1d4ed8', text: '#111827' },
    logo: null,
    ...overrides,
  };
}

const money = (amountMinor: number, language: TLanguage = 'en') =>
  formatMoney(amountMinor, 'USD', language).replace(/[\u00a0\u202f]/g, ' ');

describe('renderReceiptPdf', () => {
  it.each([
    ['Polish', 'Łukasz Żółć', 'Śląskie Ćwiczenia Giełdowe', 'en'],
    ['Cyrillic', 'Дмитрий Иванов', 'Торговый дом «Восток»', 'es'],
    ['Greek', 'Γιώργος Παπαδόπουλος', 'Ελληνική Εταιρεία Συναλλαγών', 'it'],
  ] as const)(
    'prints %s trader and firm names letter for letter',
    async (_script, trader, firm, language) => {
      const lines = linesOf(
        await renderReceiptPdf(receiptOf({ traderName: trader, organizationName: firm, language })),
      );
      expect(lines).toContain(firm);
      expect(lines.some((line) => line.endsWith(`  ${trader}`))).toBe(true);
    },
  );

  it('has no coupon line without a coupon and no tax line without a rate', async () => {
    const lines = linesOf(await renderReceiptPdf(receiptOf()));
    expect(lines).toContain(`Plan: 2-Step Challenge, ${money(10_000_000)}  ${money(54_900)}`);
    expect(lines).toContain(`Amount paid  ${money(54_900)}`);
    expect(lines.some((line) => line.startsWith('Coupon') || line.startsWith('Tax included'))).toBe(false);
    expect(lines).toContain('Prices include any applicable tax.');
  });

  it('prints the coupon with what it took off, and the tax the amount paid includes at the firm’s rate', async () => {
    const receipt = receiptOf({
      couponCode: 'SPRING50',
      discountMinor: 5_000,
      amountPaidMinor: 49_900,
      taxRateBasisPoints: 2_100,
      taxMinor: 8_660,
      language: 'es',
    });
    const lines = linesOf(await renderReceiptPdf(receipt));
    expect(lines).toContain('RECIBO');
    expect(lines).toContain(`Cupón SPRING50  −${money(5_000, 'es')}`);
    expect(lines).toContain(`Importe pagado  ${money(49_900, 'es')}`);
    expect(lines).toContain(`Impuestos incluidos (21 %)  ${money(8_660, 'es')}`);
  });

  it('embeds only subsets of the two faces, and the firm’s uploaded logo when it has one', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10"><rect width="40" height="10" fill="#0f766e"/></svg>',
    );
    const pdf = await renderReceiptPdf(receiptOf(), { logo: await logoAsPng('image/svg+xml', svg) });
    const fonts = popplerOutput('pdffonts', pdf).trim().split('\n').slice(2);
    expect(fonts.map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
    ]);
    const images = popplerOutput('pdfimages', pdf, ['-list'])
      .trim()
      .split('\n')
      .slice(2)
      .filter((line) => line.trim().split(/\s+/)[2] === 'image');
    expect(images).toHaveLength(1);
    expect(linesOf(pdf).some((line) => line.includes('Vega Funded Trading'))).toBe(true);
    expect(pdf.length).toBeLessThan(120_000);
  });
});
