import type { TPublicProgram } from '@propdesk/shared/contracts';
import { useTranslation } from '@propdesk/shared/i18n';
import { ButtonLink } from '../../components/button.tsx';
import { FaqGroups } from '../../components/faq-groups.tsx';
import type { TPlaceholderValues } from '../../lib/placeholders.ts';
import { useSiteHref } from '../../lib/site-links.tsx';
import { PLANS_NAMESPACE } from './i18n/index.ts';
import classes from './landing-faq.module.css';
import { usePlanFaqGroup } from './plan-faq.ts';

/**
 * The landing's FAQ (the top bar's FAQ anchor): the plan questions, answered from the same data as
 * the funding table, and a way to every other question at /faq.
 */
export function LandingFaq({
  programs,
  values,
}: {
  programs: readonly TPublicProgram[] | undefined;
  values: TPlaceholderValues;
}) {
  const { t } = useTranslation(PLANS_NAMESPACE);
  const href = useSiteHref();
  const planGroup = usePlanFaqGroup(programs, values.language);
  return (
    <section id="faq" aria-labelledby="faq-title" className={classes.section}>
      <h2 id="faq-title" className={classes.title}>
        {t('faqPlans.title')}
      </h2>
      {planGroup === null ? null : <FaqGroups groups={[planGroup]} values={values} />}
      <ButtonLink variant="default" className={classes.allQuestions} to={href('/faq')}>
        {t('faqPlans.allQuestions')}
      </ButtonLink>
    </section>
  );
}
