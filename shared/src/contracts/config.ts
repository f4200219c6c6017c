import { z } from 'zod';

export const SUPPORTED_LANGUAGES = ['en', 'es', 'it'] as const;
export const ZLanguage = z.enum(SUPPORTED_LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;
export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** Product-wide settings every front end reads at start (GET /api/public/config). */
export const ZPublicConfig = z.object({
  productName: z.string(),
  languages: z.array(ZLanguage).min(1),
  defaultLanguage: ZLanguage,
  defaultOrganizationSlug: z.string(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
