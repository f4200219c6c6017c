/**
 * What other modules may use of ingestion: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { IngestionKey } from './ingestion-key.entity.ts';
export { ZIngestBatch, ZIngestResponse } from './ingestion.schemas.ts';
export { applyIngestBatch } from './ingestion.service.ts';
