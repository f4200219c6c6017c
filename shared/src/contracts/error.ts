import { z } from 'zod';

export * from '../domain/error.ts';

/** The one error body every 4xx and 5xx answer of the api carries. */
export const ZApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
  requestId: z.string(),
});
export type TApiErrorBody = z.infer<typeof ZApiErrorBody>;
