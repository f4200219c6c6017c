import { Link } from '@propdesk/shared/router';
import { Button, Container, Group, Stack, Text, Title } from '@propdesk/shared/ui';
import { useTranslation, formatMoneyCentsIfAny } from '@propdesk/shared/i18n';
import type { TFunction } from 'i18next';
import type { TPublicProgram } from '@propdesk/shared/contracts';
import { useSiteHref } from '../../lib/site-links.tsx';
import { cheapestPlan, largestAccount } from '../plans/index.ts';
import { LANDING_NAMESPACE } from './i18n/index.ts';

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
    <Container id="home" size="md" py={64}>
      <Stack gap="lg" align="center" ta="center">
        <Text c="brand" fw={700} tt="uppercase" size="sm">
          {t('hero.eyebrow')}
        </Text>
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
          {t('hero.title')}
        </Title>
        <Text size="lg" c="dimmed" maw={640}>
          {t('hero.lead')}
        </Text>
        {facts === null ? null : (
          <Text fw={700} data-testid="hero-facts">
            {facts}
          </Text>
        )}
        <Group justify="center">
          <Button size="lg" component={Link} to={href('/auth')}>
            {t('hero.startChallenge')}
          </Button>
          <Button size="lg" variant="default" component={Link} to={href('/pricing')}>
            {t('hero.viewPlans')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
