import { z } from 'zod';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type TLanguage } from '../i18n/languages.ts';

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type TLanguage };
export const ZLanguage = z.enum(SUPPORTED_LANGUAGES);

/** Product-wide settings every front end reads at start (GET /api/public/config). */
export const ZPublicConfig = z.object({
  productName: z.string(),
  languages: z.array(ZLanguage).min(1),
  defaultLanguage: ZLanguage,
  defaultOrganizationSlug: z.string(),
  /** Where visitors write to the platform's support; legal pages and the support popup show it. */
  supportEmail: z.email(),
  /** The support line for the landing's "Call Us" (SUPPORT_PHONE); null hides it. */
  supportPhone: z.string().nullable(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export const ZLiveness = z.object({ status: z.literal('ok') });

export const ZReadiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: z.enum(['ok', 'failed']) }),
});
export type TReadiness = z.infer<typeof ZReadiness>;
