import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../errors/domain-error.ts';
import type { TDocumentStorage } from '../../infra/document-storage.ts';
import { printableLogo } from '../branding/index.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { readOwnPrintableReceipt } from './receipt-rows.ts';
import { RECEIPT_TEXTS } from './receipt-texts.ts';

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
