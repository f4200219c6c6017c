import { useTranslation, formatMoneyCentsIfAny } from '@propdesk/shared/i18n';
import type { TFunction } from 'i18next';
import type { TPublicProgram } from '@propdesk/shared/contracts';
import { ButtonLink } from '../../components/button.tsx';
import { useSiteHref } from '../../lib/site-links.tsx';
import { cheapestPlan, largestAccount } from '../plans/index.ts';
import { LANDING_NAMESPACE } from './i18n/index.ts';
import classes from './landing-hero.module.css';

/** The hero's claims, computed from the plans: funding up to the largest account, fees from the cheapest. */
function heroFacts(programs: readonly TPublicProgram[], language: string, t: TFunction): string | null {
  const largest = largestAccount(programs);
  const cheapest = cheapestPlan(programs);
  if (largest === null || cheapest === null) return null;
  return t('hero.facts', {
    size: formatMoneyCentsIfAny(largest.accountSizeMinor, largest.currency, language),
    fee: formatMoneyCentsIfAny(cheapest.feeMinor, cheapest.currency, language),
  });
}

export function LandingHero({ programs }: { programs: readonly TPublicProgram[] }) {
  const { t, i18n } = useTranslation(LANDING_NAMESPACE);
  const href = useSiteHref();
  const facts = heroFacts(programs, i18n.language, t);
  return (
    <div id="home" className={classes.hero}>
      <div className={classes.stack}>
        <p className={classes.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 className={classes.title}>{t('hero.title')}</h1>
        <p className={classes.lead}>{t('hero.lead')}</p>
        {facts === null ? null : (
          <p className={classes.facts} data-testid="hero-facts">
            {facts}
          </p>
        )}
        <div className={classes.actions}>
          <ButtonLink size="lg" to={href('/auth')}>
            {t('hero.startChallenge')}
          </ButtonLink>
          <ButtonLink size="lg" variant="default" to={href('/pricing')}>
            {t('hero.viewPlans')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
