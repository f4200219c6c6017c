import type { TPublicProgram } from '@propdesk/shared/contracts';
import { useLazyNamespacesReady, useTranslation, formatMoneyCentsIfAny } from '@propdesk/shared/i18n';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/button.tsx';
import { restrictedCountryList } from '../../lib/placeholders.ts';
import { useSiteHref } from '../../lib/site-links.tsx';
import { cheapestPlan, formatPercent, largestAccount } from '../plans/index.ts';
import { SECTIONS_NAMESPACE, sectionsTranslations } from './i18n/index.ts';
import classes from './marketing-sections.module.css';

function Section({
  id,
  title,
  lead,
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-label={title} className={classes.section}>
      <div className={classes.head}>
        <h2 className={classes.title}>{title}</h2>
        {lead ? <p className={classes.lead}>{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

function TextCard({ title, text }: { title: string; text: string }) {
  return (
    <div className={classes.card}>
      <p className={classes.cardTitle}>{title}</p>
      <p className={classes.cardText}>{text}</p>
    </div>
  );
}

/** "Why traders choose us": its figures are the plans' own (largest account, cheapest fee, best split). */
function WhyChooseUs({ programs }: { programs: readonly TPublicProgram[] }) {
  const { t, i18n } = useTranslation(SECTIONS_NAMESPACE);
  const largest = largestAccount(programs);
  const cheapest = cheapestPlan(programs);
  const bestSplit = Math.max(0, ...programs.map((program) => program.rules.payout.maxProfitSplitPercent));
  const reasons = [
    ...(bestSplit > 0 ? [t('why.split', { split: formatPercent(bestSplit, i18n.language) })] : []),
    ...(largest
      ? [
          t('why.funding', {
            size: formatMoneyCentsIfAny(largest.accountSizeMinor, largest.currency, i18n.language),
          }),
        ]
      : []),
    ...(cheapest
      ? [t('why.fee', { fee: formatMoneyCentsIfAny(cheapest.feeMinor, cheapest.currency, i18n.language) })]
      : []),
    t('why.transparency'),
  ];
  return (
    <Section title={t('why.title')}>
      <div className={classes.grid}>
        {reasons.map((reason) => (
          <div key={reason} className={classes.card}>
            <p className={classes.reason}>{reason}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}

const FEATURE_KEYS = ['platforms', 'rules', 'payouts', 'period'] as const;
const MARKET_KEYS = ['forex', 'indices', 'commodities', 'crypto'] as const;
const STAT_KEYS = ['commission', 'levels', 'onboarding', 'review'] as const;
const BENEFIT_KEYS = ['daily', 'multilevel', 'reliable', 'fast'] as const;

/**
 * The landing's sections below the funding packages: features, why traders choose us, key features,
 * awards, markets, partners (anchor `about`), restricted countries and the call to action.
 * Loaded as its own chunk when the visitor scrolls towards it.
 */
export default function MarketingSections({ programs }: { programs: readonly TPublicProgram[] }) {
  useLazyNamespacesReady(sectionsTranslations);
  const { t, i18n } = useTranslation(SECTIONS_NAMESPACE);
  const href = useSiteHref();
  const list = (key: string) => t(key, { returnObjects: true }) as unknown as string[];
  return (
    <div data-testid="marketing-sections">
      <Section id="features" title={t('features.title')}>
        <div className={classes.grid}>
          {FEATURE_KEYS.map((key) => (
            <TextCard key={key} title={t(`features.${key}.title`)} text={t(`features.${key}.text`)} />
          ))}
        </div>
      </Section>

      <WhyChooseUs programs={programs} />

      <Section title={t('keyFeatures.title')}>
        <ul className={classes.checklist}>
          {list('keyFeatures.items').map((item) => (
            <li key={item} className={classes.checkItem}>
              ✓ {item}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('awards.title')}>
        <div className={classes.row}>
          {list('awards.items').map((item) => (
            <div key={item} className={classes.award}>
              {item}
            </div>
          ))}
        </div>
      </Section>

      <Section title={t('markets.title')} lead={t('markets.lead')}>
        <div className={classes.grid}>
          {MARKET_KEYS.map((key) => (
            <TextCard key={key} title={t(`markets.${key}.title`)} text={t(`markets.${key}.text`)} />
          ))}
        </div>
      </Section>

      <Section id="about" title={t('partners.title')} lead={t('partners.lead')}>
        <div className={classes.stats}>
          {STAT_KEYS.map((key) => (
            <div key={key} className={classes.stat}>
              <p className={classes.statValue}>{t(`partners.stats.${key}.value`)}</p>
              <p className={classes.statLabel}>{t(`partners.stats.${key}.label`)}</p>
            </div>
          ))}
        </div>
        <div className={classes.grid}>
          {BENEFIT_KEYS.map((key) => (
            <TextCard
              key={key}
              title={t(`partners.benefits.${key}.title`)}
              text={t(`partners.benefits.${key}.text`)}
            />
          ))}
        </div>
        <div className={classes.partnerActions}>
          <ButtonLink to={href('/affiliate-registration')}>{t('partners.apply')}</ButtonLink>
          <ButtonLink variant="default" to={href('/affiliate-program')}>
            {t('partners.program')}
          </ButtonLink>
        </div>
      </Section>

      <Section title={t('restricted.title')}>
        <div className={classes.restricted}>
          <p className={classes.restrictedText}>
            {t('restricted.text', { countries: restrictedCountryList(i18n.language) })}
          </p>
        </div>
      </Section>

      <Section title={t('cta.title')} lead={t('cta.text')}>
        <div className={classes.actions}>
          <ButtonLink size="lg" to={href('/auth')}>
            {t('cta.start')}
          </ButtonLink>
          <ButtonLink size="lg" variant="default" to={href('/pricing')}>
            {t('cta.plans')}
          </ButtonLink>
        </div>
      </Section>
    </div>
  );
}
