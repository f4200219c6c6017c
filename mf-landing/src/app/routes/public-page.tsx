import { lazy, Suspense } from 'react';
import { Center, Loader, PageFrame } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { LANDING_NAMESPACE, type LandingPageKey } from '../../i18n/catalogs.ts';
import type { TLegalDocumentKey } from '../../features/legal/document-loaders.ts';

// Each page and its texts load only when visited: none of it weighs on the landing's first load.
const FaqPage = lazy(() => import('../../features/legal/faq-page.tsx'));
const LegalPage = lazy(() => import('../../features/legal/legal-page.tsx'));
const WhiteLabelPage = lazy(() => import('../../features/white-label/white-label-page.tsx'));

const LEGAL_PAGES: Partial<Record<LandingPageKey, TLegalDocumentKey>> = {
  privacyPolicy: 'privacyPolicy',
  terms: 'terms',
  riskDisclosure: 'riskDisclosure',
  cookies: 'cookies',
};

/** The FAQ, the legal texts and the white-label offer, each loaded when visited. */
export function PublicPage({ page, apiBaseUrl }: { page: LandingPageKey; apiBaseUrl: string }) {
  const { t } = useTranslation(LANDING_NAMESPACE);
  const documentKey = LEGAL_PAGES[page];
  let content;
  if (page === 'faq') content = <FaqPage apiBaseUrl={apiBaseUrl} />;
  else if (page === 'whiteLabelCheckout') content = <WhiteLabelPage apiBaseUrl={apiBaseUrl} />;
  else if (documentKey !== undefined)
    content = <LegalPage documentKey={documentKey} apiBaseUrl={apiBaseUrl} />;
  else return <PageFrame title={t(`pages.${page}`)} />;
  return (
    <Suspense
      fallback={
        <Center mih="50vh" aria-busy="true">
          <Loader aria-label={t('legal.loading')} />
        </Center>
      }
    >
      {content}
    </Suspense>
  );
}
