import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization } from '../tenancy/index.ts';

/**
 * A firm's receipt settings and counter, one row per firm, written the first time either is needed: the
 * tax rate its receipts print (null for none, the default) and the last number it issued. Numbers are
 * taken by raising lastSequence in one statement (receipt-numbers.ts), so two payments of one firm at once
 * never share a number; a transaction that rolls back leaves a gap, which receipts allow.
 */
export const ReceiptBook = defineEntity({
  name: 'ReceiptBook',
  tableName: 'receipt_books',
  properties: {
    ...baseProperties(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').unique(),
    lastSequence: p.integer().default(0),
    /** Basis points (2,100 = 21 %); prices are tax-inclusive (docs: Domain rules › Receipts). */
    taxRateBasisPoints: p.integer().nullable(),
  },
});

export type TReceiptBook = InferEntity<typeof ReceiptBook>;
