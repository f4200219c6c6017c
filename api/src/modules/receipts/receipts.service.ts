import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../errors/domain-error.ts';
import type { TDocumentStorage } from '../../infra/document-storage.ts';
import { logoAsPng } from '../branding/index.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { readOwnPrintableReceipt, type TPrintableReceipt } from './receipt-rows.ts';
import { RECEIPT_TEXTS } from './receipt-texts.ts';

/**
 * The firm's uploaded logo as the PDF draws it, or none: a logo that cannot be read (its file gone from
 * the storage, an image the converter refuses) must not cost the trader their receipt.
 */
async function printableLogo(
  storage: TDocumentStorage,
  logo: TPrintableReceipt['logo'],
): Promise<Buffer | null> {
  if (logo === null) return null;
  try {
    const bytes = await storage.get(logo.key);
    return bytes === null ? null : await logoAsPng(logo.contentType, bytes);
  } catch {
    return null;
  }
}

/** One of the owner's receipts as a PDF, with its file name; another person's is NOT_FOUND. */
export async function printOwnReceipt({
  em,
  storage,
  ownerId,
  receiptId,
}: {
  em: EntityManager;
  /** Where the firm's uploaded logo is kept. */
  storage: TDocumentStorage;
  ownerId: string;
  receiptId: string;
}): Promise<{ pdf: Buffer; fileName: string }> {
  const receipt = await readOwnPrintableReceipt(em, { ownerId, receiptId });
  if (receipt === null) throw DomainError.notFound('Receipt not found');
  const pdf = await renderReceiptPdf(receipt, { logo: await printableLogo(storage, receipt.logo) });
  return { pdf, fileName: `${RECEIPT_TEXTS[receipt.language].fileName}-${receipt.number}.pdf` };
}
