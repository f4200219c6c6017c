/** Plain constants (no zod) so front ends can import them without loading the contracts module. */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'it'] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';
