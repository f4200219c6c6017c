import { z } from 'zod';

export const ZLiveness = z.object({ status: z.literal('ok') });

export const ZReadiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: z.enum(['ok', 'failed']) }),
});
export type TReadiness = z.infer<typeof ZReadiness>;
