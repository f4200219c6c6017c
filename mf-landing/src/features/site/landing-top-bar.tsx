import { useState } from 'react';
import { Link } from '@propdesk/shared/router';
import { Anchor, Box, Burger, Button, Group, Stack } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { useSectionLink, useSiteHref } from '../../lib/site-links.tsx';
import { SITE_NAMESPACE } from './i18n/index.ts';
import { LandingLanguageSelect } from './landing-language-select.tsx';
import { SupportPopup } from './support-popup.tsx';

const ANCHORS = ['home', 'funding', 'features', 'faq'] as const;

type LandingTopBarProps = { brandName: string; supportEmail: string; supportPhone: string | null };

/** The top bar: section anchors, language picker, support button, Get Started, and a mobile menu. */
export function LandingTopBar({ brandName, supportEmail, supportPhone }: LandingTopBarProps) {
  const { t } = useTranslation(SITE_NAMESPACE);
  const href = useSiteHref();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const sectionLink = useSectionLink();
  const anchors = (onNavigate?: () => void) =>
    ANCHORS.map((id) => {
      const link = sectionLink(id);
      return (
        <Anchor
          key={id}
          href={link.href}
          c="dimmed"
          size="sm"
          onClick={(event) => {
            link.onClick?.(event);
            onNavigate?.();
          }}
        >
          {t(`nav.${id}`)}
        </Anchor>
      );
    });
  return (
    <Box component="header" px="md" py="sm">
      <Group justify="space-between" wrap="nowrap">
        <Anchor component={Link} to={href('/')} fw={800} size="lg" underline="never">
          {brandName}
        </Anchor>
        <Group component="nav" aria-label={t('nav.label')} gap="md" visibleFrom="md">
          {anchors()}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Box visibleFrom="sm">
            <LandingLanguageSelect />
          </Box>
          <Box visibleFrom="sm">
            <SupportPopup supportEmail={supportEmail} supportPhone={supportPhone} />
          </Box>
          <Button component={Link} to={href('/auth')}>
            {t('nav.getStarted')}
          </Button>
          <Burger
            hiddenFrom="md"
            opened={isMenuOpen}
            onClick={() => setIsMenuOpen((open) => !open)}
            aria-label={t('nav.menu')}
            aria-expanded={isMenuOpen}
            aria-controls="landing-mobile-menu"
            size="sm"
          />
        </Group>
      </Group>
      {/* Rendered only while open: Mantine's display styles would override a `hidden` attribute. */}
      {isMenuOpen ? (
        <Stack
          id="landing-mobile-menu"
          gap="sm"
          pt="sm"
          hiddenFrom="md"
          component="nav"
          aria-label={t('nav.label')}
        >
          {anchors(() => setIsMenuOpen(false))}
          <Group gap="xs" hiddenFrom="sm">
            <LandingLanguageSelect />
            <SupportPopup supportEmail={supportEmail} supportPhone={supportPhone} />
          </Group>
        </Stack>
      ) : null}
    </Box>
  );
}
