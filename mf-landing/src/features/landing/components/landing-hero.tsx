import { Link } from '@propdesk/shared/router';
import { Button, Container, Group, Stack, Text, Title } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { LANDING_NAMESPACE } from '../../../i18n/catalogs.ts';

export function LandingHero() {
  const { t } = useTranslation(LANDING_NAMESPACE);
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
        <Group justify="center">
          <Button size="lg" component={Link} to="/auth">
            {t('hero.startChallenge')}
          </Button>
          <Button size="lg" variant="default" component={Link} to="/pricing">
            {t('hero.viewPlans')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
