import type { TPublicProgram } from '@propdesk/shared/contracts';
import { useLazyNamespacesReady, useTranslation, formatMoneyCentsIfAny } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@propdesk/shared/ui';
import { restrictedCountryList } from '../../lib/placeholders.ts';
import { useSiteHref } from '../../lib/site-links.tsx';
import { cheapestPlan, formatPercent, largestAccount } from '../plans/index.ts';
import { SECTIONS_NAMESPACE, sectionsTranslations } from './i18n/index.ts';

function Section({
  id,
  title,
  lead,
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <Container id={id} size="lg" py={48} component="section" aria-label={title}>
      <Stack gap="xs" mb="lg" ta="center" align="center">
        <Title order={2}>{title}</Title>
        {lead ? <Text c="dimmed">{lead}</Text> : null}
      </Stack>
      {children}
    </Container>
  );
}

function TextCard({ title, text }: { title: string; text: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text fw={700} mb={4}>
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Card>
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
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        {reasons.map((reason) => (
          <Card key={reason} withBorder radius="md" padding="lg">
            <Text fw={600}>{reason}</Text>
          </Card>
        ))}
      </SimpleGrid>
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
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {FEATURE_KEYS.map((key) => (
            <TextCard key={key} title={t(`features.${key}.title`)} text={t(`features.${key}.text`)} />
          ))}
        </SimpleGrid>
      </Section>

      <WhyChooseUs programs={programs} />

      <Section title={t('keyFeatures.title')}>
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {list('keyFeatures.items').map((item) => (
            <Text component="li" key={item}>
              ✓ {item}
            </Text>
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('awards.title')}>
        <Group justify="center" gap="sm">
          {list('awards.items').map((item) => (
            <Badge key={item} size="xl" variant="light">
              {item}
            </Badge>
          ))}
        </Group>
      </Section>

      <Section title={t('markets.title')} lead={t('markets.lead')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {MARKET_KEYS.map((key) => (
            <TextCard key={key} title={t(`markets.${key}.title`)} text={t(`markets.${key}.text`)} />
          ))}
        </SimpleGrid>
      </Section>

      <Section id="about" title={t('partners.title')} lead={t('partners.lead')}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" mb="lg">
          {STAT_KEYS.map((key) => (
            <Stack key={key} gap={0} ta="center">
              <Text fw={800} fz="xl" c="brand">
                {t(`partners.stats.${key}.value`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`partners.stats.${key}.label`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {BENEFIT_KEYS.map((key) => (
            <TextCard
              key={key}
              title={t(`partners.benefits.${key}.title`)}
              text={t(`partners.benefits.${key}.text`)}
            />
          ))}
        </SimpleGrid>
        <Group justify="center" mt="lg">
          <Button component={Link} to={href('/affiliate-registration')}>
            {t('partners.apply')}
          </Button>
          <Button component={Link} to={href('/affiliate-program')} variant="default">
            {t('partners.program')}
          </Button>
        </Group>
      </Section>

      <Section title={t('restricted.title')}>
        <Card withBorder radius="md" padding="lg" maw={760} mx="auto">
          <Text size="sm">{t('restricted.text', { countries: restrictedCountryList(i18n.language) })}</Text>
        </Card>
      </Section>

      <Section title={t('cta.title')} lead={t('cta.text')}>
        <Group justify="center">
          <Button size="lg" component={Link} to={href('/auth')}>
            {t('cta.start')}
          </Button>
          <Button size="lg" variant="default" component={Link} to={href('/pricing')}>
            {t('cta.plans')}
          </Button>
        </Group>
      </Section>
    </div>
  );
}
