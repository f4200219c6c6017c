import type { TPublicProgram } from '@propdesk/shared/contracts';
import { useTranslation } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { Button, Container, Title } from '@propdesk/shared/ui';
import { FaqGroups } from '../../components/faq-groups.tsx';
import type { TPlaceholderValues } from '../../lib/placeholders.ts';
import { useSiteHref } from '../../lib/site-links.tsx';
import { PLANS_NAMESPACE } from './i18n/index.ts';
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
    <Container id="faq" size="md" py={56} component="section" aria-labelledby="faq-title">
      <Title id="faq-title" order={2} ta="center" mb="lg">
        {t('faqPlans.title')}
      </Title>
      {planGroup === null ? null : <FaqGroups groups={[planGroup]} values={values} />}
      <Button
        component={Link}
        to={href('/faq')}
        variant="default"
        mt="lg"
        display="block"
        mx="auto"
        w="fit-content"
      >
        {t('faqPlans.allQuestions')}
      </Button>
    </Container>
  );
}
