import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TCertificateVerification } from '@propdesk/shared/contracts';
import { formatCertificateCode, normalizeCertificateCode } from '@propdesk/shared/domain';
import { createApiClient, isApiError } from '@propdesk/shared/http';
import { formatMoneyWithCents, useLazyNamespacesReady, useTranslation } from '@propdesk/shared/i18n';
import { useParams } from '@propdesk/shared/router';
import { PageLoader } from '@propdesk/shared/ui-plain';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { FactList } from '../../components/fact-list.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { usePublicSite } from '../../lib/use-public-site.ts';
import { PublicSiteLayout } from '../site/index.ts';
import { certificatesTranslations, CERTIFICATES_NAMESPACE } from './i18n/index.ts';
import classes from './certificate-verification.module.css';

type TVerificationStatus = TCertificateVerification['status'];

/**
 * GET /api/public/certificates/:code, without cookies (the answer is the same for everyone). A code
 * that cannot be one (400) is answered like an unknown code: the reader mistyped it either way.
 */
function useCertificateVerification(apiBaseUrl: string, code: string) {
  const api = useMemo(() => createApiClient({ baseUrl: apiBaseUrl }), [apiBaseUrl]);
  return useQuery({
    queryKey: ['public', 'certificate', code],
    queryFn: async (): Promise<TCertificateVerification> => {
      try {
        return await api
          .get(`api/public/certificates/${encodeURIComponent(code)}`, { credentials: 'omit' })
          .json<TCertificateVerification>();
      } catch (error) {
        if (isApiError(error) && error.status === 400) return { status: 'unknown' };
        throw error;
      }
    },
  });
}

const STATUS_CLASSES: Readonly<Record<TVerificationStatus, string | undefined>> = {
  valid: classes.valid,
  revoked: classes.revoked,
  unknown: classes.unknown,
};

/**
 * `/certificates/verify/{code}`: whoever is shown a certificate (or scans its QR code) sees whether it is
 * genuine, with its facts, or that it was revoked, or that no certificate has the code.
 */
export default function CertificateVerificationPage({ apiBaseUrl }: { apiBaseUrl: string }) {
  useLazyNamespacesReady(certificatesTranslations);
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const site = usePublicSite(apiBaseUrl);
  const { code = '' } = useParams();
  const verification = useCertificateVerification(apiBaseUrl, code);
  const shownCode = formatCertificateCode(normalizeCertificateCode(code));
  usePageMeta({
    title: `${t('title')} | ${site.brandName}`,
    description: t('description', { firm: site.brandName }),
  });
  const date = (instant: number) =>
    new Intl.DateTimeFormat(site.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(instant));

  const answer = verification.data;
  let content;
  if (verification.isPending) content = <PageLoader label={t('checking')} minHeight="12rem" />;
  else if (answer === undefined)
    content = (
      <ErrorAlert
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void verification.refetch()}
      />
    );
  else
    content = (
      <section
        className={`${classes.result} ${STATUS_CLASSES[answer.status] ?? ''}`}
        aria-labelledby="certificate-status"
      >
        <h2 id="certificate-status" className={classes.status}>
          {t(`${answer.status}.heading`)}
        </h2>
        {answer.status === 'valid' ? (
          <>
            <p className={classes.lead}>{t('valid.lead', { firm: answer.certificate.organizationName })}</p>
            <FactList
              facts={[
                { label: t('facts.holder'), value: answer.certificate.holderName },
                { label: t('facts.achievement'), value: t(`kind.${answer.certificate.kind}`) },
                {
                  label: t('facts.account'),
                  value: formatMoneyWithCents(
                    answer.certificate.accountSizeMinor,
                    answer.certificate.currency,
                    site.language,
                  ),
                },
                ...(answer.certificate.amountMinor === null
                  ? []
                  : [
                      {
                        label: t('facts.amount'),
                        value: formatMoneyWithCents(
                          answer.certificate.amountMinor,
                          answer.certificate.currency,
                          site.language,
                        ),
                      },
                    ]),
                { label: t('facts.issued'), value: date(answer.certificate.issuedAt) },
                { label: t('facts.organization'), value: answer.certificate.organizationName },
              ]}
            />
          </>
        ) : null}
        {answer.status === 'revoked' ? (
          <p className={classes.lead}>
            {t('revoked.lead', { firm: site.brandName, date: date(answer.revokedAt) })}
          </p>
        ) : null}
        {answer.status === 'unknown' ? <p className={classes.lead}>{t('unknown.lead')}</p> : null}
      </section>
    );

  return (
    <PublicSiteLayout
      brandName={site.brandName}
      logoUrl={site.logoUrl}
      contact={site.contact}
      tracking={site.tracking}
    >
      <div className={classes.page}>
        <h1 className={classes.title}>{t('title')}</h1>
        <p className={classes.code}>{t('code', { code: shownCode })}</p>
        {content}
      </div>
    </PublicSiteLayout>
  );
}
