import { Card, Container, SimpleGrid, Text, Title } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { LANDING_NAMESPACE } from './i18n/index.ts';

const STEPS = ['challenge', 'verification', 'funded'] as const;

export function LandingSteps() {
  const { t } = useTranslation(LANDING_NAMESPACE);
  return (
    <Container size="lg" py="xl">
      <Title order={2} ta="center" mb="lg">
        {t('steps.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {STEPS.map((step, index) => (
          <Card key={step} withBorder radius="md" padding="lg">
            <Text c="brand" fw={800} size="xl" aria-hidden>
              {index + 1}
            </Text>
            <Title order={3} size="h4" mt="xs">
              {t(`steps.${step}.title`)}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t(`steps.${step}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
