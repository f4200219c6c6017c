import { isApiError } from '@propdesk/shared/http';
import { NotFoundPage, PageLoader } from '@propdesk/shared/ui-plain';
import { type LazyNamespace, useTranslation } from '@propdesk/shared/i18n';
import { siteContactOf } from '../../lib/site-contact.ts';
import { SiteLinksProvider, useIsEmbedded } from '../../lib/site-links.tsx';
import { useLandingOrganization } from '../../lib/use-landing-organization.ts';
import { FundingSection, LandingFaq, plansTranslations } from '../plans/index.ts';
import { LazyMarketingSections } from '../sections/index.ts';
import { PublicSiteLayout, publicSiteTranslations } from '../site/index.ts';
import { MarketTicker, tickerTranslations } from '../ticker/index.ts';
import { useFirstScreenRelease } from '../../lib/use-first-screen-release.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { LANDING_NAMESPACE, landingTranslations } from './i18n/index.ts';
import { LandingHero } from './landing-hero.tsx';
import { LandingSteps } from './landing-steps.tsx';

export interface LandingPageProps {
  apiBaseUrl: string;
  /** A tenant's slug; the platform's default organization when absent. */
  organizationSlug?: string;
}

/**
 * The texts of everything the landing page shows at once (the frame, the hero, the funding packages,
 * the ticker, the plan questions), waited for before its first render. The sections below the fold
 * wait for their own when they load.
 */
export const landingPageTranslations: readonly LazyNamespace[] = [
  ...publicSiteTranslations,
  landingTranslations,
  plansTranslations,
  tickerTranslations,
];

/**
 * The public landing of an organization: hero, funding packages, sections, FAQ, ticker and cookie
 * banner (docs: Product › Audiences and portals).
 */
export function LandingPage({ apiBaseUrl, organizationSlug }: LandingPageProps) {
  const { t, i18n } = useTranslation();
  const { config, organization, plans, isResolving } = useLandingOrganization(apiBaseUrl, organizationSlug);
  const isEmbedded = useIsEmbedded();
  // If the api is unreachable the page still renders with the product's own name.
  const brandName = organization.data?.name ?? config.data?.productName ?? 'PropDesk';
  const { t: landingText } = useTranslation(LANDING_NAMESPACE);
  usePageMeta({
    title: `${brandName} | ${landingText('hero.eyebrow')}`,
    description: landingText('hero.lead'),
    isOwnPage: !isEmbedded,
  });
  useFirstScreenRelease(!isResolving && !isEmbedded);

  if (isApiError(organization.error) && organization.error.status === 404) return <NotFoundPage />;
  if (isResolving) {
    return <PageLoader label={t('app.loading')} minHeight="60vh" />;
  }
  const contact = siteContactOf(config.data, organization.data);
  return (
    <SiteLinksProvider organizationSlug={organizationSlug ?? null}>
      <div data-testid="landing-page">
        <PublicSiteLayout
          brandName={brandName}
          logoUrl={organization.data?.theme.logoUrl ?? null}
          contact={contact}
          tracking={organization.data?.tracking ?? null}
        >
          <MarketTicker />
          <LandingHero programs={plans.data?.programs ?? []} />
          <LandingSteps />
          <FundingSection
            programs={plans.data?.programs}
            isLoading={plans.isPending && plans.fetchStatus === 'fetching'}
            isError={plans.isError}
            onRetry={() => void plans.refetch()}
          />
          <LazyMarketingSections programs={plans.data?.programs ?? []} />
          <LandingFaq
            programs={plans.data?.programs}
            values={{
              firm: brandName,
              supportEmail: contact.supportEmail,
              language: i18n.language,
              company: { legalName: contact.legalName, registeredAddress: contact.registeredAddress },
            }}
          />
        </PublicSiteLayout>
      </div>
    </SiteLinksProvider>
  );
}
