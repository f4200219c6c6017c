import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';

/**
 * A document link that was opened: its id is the link's own (random, signed into it), so a second
 * opening of the same link finds the row and is refused. Rows outlive their link by minutes only; the
 * document link cleanup removes them once the link could no longer open anyway.
 */
export const DocumentLinkUse = defineEntity({
  name: 'DocumentLinkUse',
  tableName: 'document_link_uses',
  properties: {
    ...baseProperties(),
  },
});

export type TDocumentLinkUse = InferEntity<typeof DocumentLinkUse>;
