import { z } from 'zod';

/** The body of a 204, which routes of many modules answer: it belongs to the HTTP layer, not to a module. */
export const ZNoContent = z.null().describe('No content');
