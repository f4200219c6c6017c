import { lazy, Suspense } from 'react';
import { PageLoader } from '@propdesk/shared/ui-plain';
import { useTranslation } from '@propdesk/shared/i18n';
import type { TLegalDocumentKey } from '../../features/legal/document-loaders.ts';

// Each page and its texts load only when visited: none of it weighs on the landing's first load.
const FaqPage = lazy(() => import('../../features/legal/faq-page.tsx'));
const LegalPage = lazy(() => import('../../features/legal/legal-page.tsx'));
const WhiteLabelPage = lazy(() => import('../../features/white-label/white-label-page.tsx'));
const CertificateVerificationPage = lazy(
  () => import('../../features/certificates/certificate-verification-page.tsx'),
);

export type TPublicPageKey = 'faq' | 'whiteLabelCheckout' | 'certificateVerification' | TLegalDocumentKey;

/** The FAQ, the legal texts, the white-label offer and certificate verification, each loaded when visited. */
export function PublicPage({ page, apiBaseUrl }: { page: TPublicPageKey; apiBaseUrl: string }) {
  // The common namespace: the page's own texts are not in yet while it loads.
  const { t } = useTranslation();
  let content;
  if (page === 'faq') content = <FaqPage apiBaseUrl={apiBaseUrl} />;
  else if (page === 'whiteLabelCheckout') content = <WhiteLabelPage apiBaseUrl={apiBaseUrl} />;
  else if (page === 'certificateVerification')
    content = <CertificateVerificationPage apiBaseUrl={apiBaseUrl} />;
  else content = <LegalPage documentKey={page} apiBaseUrl={apiBaseUrl} />;
  return <Suspense fallback={<PageLoader label={t('app.loading')} minHeight="50vh" />}>{content}</Suspense>;
}
