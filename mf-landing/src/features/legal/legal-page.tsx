import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '@propdesk/shared/ui-plain';
import { useLazyNamespacesReady, useTranslation } from '@propdesk/shared/i18n';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { fillPlaceholders, type TPlaceholderValues } from '../../lib/placeholders.ts';
import { useFirstScreenRelease } from '../../lib/use-first-screen-release.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { usePublicSite } from '../../lib/use-public-site.ts';
import { PublicSiteLayout } from '../site/index.ts';
import { LEGAL_DOCUMENT_LOADERS, type TLegalDocumentKey } from './document-loaders.ts';
import { legalTranslations, LEGAL_NAMESPACE } from './i18n/index.ts';
import { LegalContent } from './legal-content.tsx';
import type { TLegalDocument } from './legal-document.ts';
import classes from './legal.module.css';

function LegalMeta({ document: legal, values }: { document: TLegalDocument; values: TPlaceholderValues }) {
  usePageMeta({
    title: `${fillPlaceholders(legal.title, values)} | ${values.firm}`,
    description: fillPlaceholders(legal.description, values),
  });
  return null;
}

/** `/privacy-policy`, `/terms`, `/risk-disclosure`, `/cookies`: a legal text for the firm, in the reader's language. */
export default function LegalPage({
  documentKey,
  apiBaseUrl,
}: {
  documentKey: TLegalDocumentKey;
  apiBaseUrl: string;
}) {
  useLazyNamespacesReady(legalTranslations);
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const site = usePublicSite(apiBaseUrl);
  const legal = useQuery({
    queryKey: ['legal-document', documentKey],
    queryFn: LEGAL_DOCUMENT_LOADERS[documentKey],
    staleTime: Infinity,
  });
  useFirstScreenRelease(!legal.isPending && !site.isResolving);
  let body;
  // The text names the firm, its company and its address: it waits for them, as the FAQ does, rather
  // than show the platform's for a moment.
  if (legal.isPending || site.isResolving) {
    body = <PageLoader label={t('legal.loading')} minHeight="50vh" />;
  } else if (legal.isError) {
    body = (
      <div className={classes.page}>
        <ErrorAlert
          title={t('legal.failed')}
          retryLabel={t('legal.retry')}
          onRetry={() => void legal.refetch()}
        />
      </div>
    );
  } else {
    const document = legal.data[site.language];
    body = (
      <>
        <LegalMeta document={document} values={site.values} />
        <LegalContent document={document} values={site.values} />
      </>
    );
  }
  return (
    <PublicSiteLayout
      brandName={site.brandName}
      logoUrl={site.logoUrl}
      contact={site.contact}
      tracking={site.tracking}
    >
      {body}
    </PublicSiteLayout>
  );
}
