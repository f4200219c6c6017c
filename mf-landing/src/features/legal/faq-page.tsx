import { useLazyNamespacesReady, useTranslation } from '@propdesk/shared/i18n';
import { PageLoader } from '@propdesk/shared/ui-plain';
import { FaqGroups } from '../../components/faq-groups.tsx';
import { useFirstScreenRelease } from '../../lib/use-first-screen-release.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { usePublicSite } from '../../lib/use-public-site.ts';
import { usePlanFaqGroup } from '../plans/index.ts';
import { PublicSiteLayout } from '../site/index.ts';
import { faqGroups } from './documents/faq.ts';
import { legalTranslations, LEGAL_NAMESPACE } from './i18n/index.ts';
import classes from './legal.module.css';

/**
 * `/faq`: the questions on plans, payouts and refunds are written from the organization's live plan
 * data (the same as the funding table); the rest is the firm's text in the reader's language.
 */
export default function FaqPage({ apiBaseUrl }: { apiBaseUrl: string }) {
  useLazyNamespacesReady(legalTranslations);
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const { t: common } = useTranslation();
  const site = usePublicSite(apiBaseUrl);
  const planGroup = usePlanFaqGroup(site.plans.data?.programs, site.language);
  const groups = [...(planGroup === null ? [] : [planGroup]), ...faqGroups[site.language]];
  usePageMeta({
    title: `${t('pages.faq')} | ${site.brandName}`,
    description: t('faqPage.description', { firm: site.brandName }),
  });
  useFirstScreenRelease(!site.isResolving);
  // The plans' questions open the page: drawn without them, everything below would move when they came.
  if (site.isResolving) return <PageLoader label={common('app.loading')} minHeight="50vh" />;
  return (
    <PublicSiteLayout
      brandName={site.brandName}
      logoUrl={site.logoUrl}
      contact={site.contact}
      tracking={site.tracking}
    >
      <div className={classes.page}>
        <h1 className={classes.faqTitle}>{t('pages.faq')}</h1>
        <p className={classes.faqLead}>{t('faqPage.lead', { supportEmail: site.values.supportEmail })}</p>
        <FaqGroups groups={groups} values={site.values} />
      </div>
    </PublicSiteLayout>
  );
}
