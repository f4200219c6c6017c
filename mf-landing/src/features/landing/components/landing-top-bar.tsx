import { Link } from '@propdesk/shared/router';
import { Anchor, Button, Group } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { LANDING_NAMESPACE } from '../../../i18n/catalogs.ts';

const ANCHORS = [
  { href: '#home', key: 'home' },
  { href: '#funding', key: 'funding' },
  { href: '#features', key: 'features' },
  { href: '#faq', key: 'faq' },
] as const;

export function LandingTopBar({ brandName }: { brandName: string }) {
  const { t } = useTranslation(LANDING_NAMESPACE);
  return (
    <Group component="header" justify="space-between" px="md" py="sm" wrap="nowrap">
      <Anchor component={Link} to="/" fw={800} size="lg" underline="never">
        {brandName}
      </Anchor>
      <Group component="nav" aria-label={t('nav.label')} gap="md" visibleFrom="sm">
        {ANCHORS.map((anchor) => (
          <Anchor key={anchor.key} href={anchor.href} c="dimmed" size="sm">
            {t(`nav.${anchor.key}`)}
          </Anchor>
        ))}
      </Group>
      <Button component={Link} to="/auth">
        {t('nav.getStarted')}
      </Button>
    </Group>
  );
}
