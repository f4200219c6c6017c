import type { TLegalDocumentSet } from './legal-document.ts';

/** The legal texts, each in its own chunk: the landing's first load carries none of them. */
export const LEGAL_DOCUMENT_LOADERS = {
  privacyPolicy: () => import('./documents/privacy-policy.ts').then((module) => module.privacyPolicy),
  terms: () => import('./documents/terms-of-service.ts').then((module) => module.termsOfService),
  riskDisclosure: () => import('./documents/risk-disclosure.ts').then((module) => module.riskDisclosure),
  cookies: () => import('./documents/cookie-policy.ts').then((module) => module.cookiePolicy),
} satisfies Record<string, () => Promise<TLegalDocumentSet>>;

export type TLegalDocumentKey = keyof typeof LEGAL_DOCUMENT_LOADERS;
