import { Link } from '@propdesk/shared/router';
import { Anchor, Container, Group, Text } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { useIsEmbedded, useSiteHref } from '../../lib/site-links.tsx';
import { CookieSettingsButton } from '../consent/index.ts';
import { SITE_NAMESPACE } from './i18n/index.ts';

/** The footer links of the public site. */
const FOOTER_LINKS = [
  { to: '/pricing', key: 'pricing' },
  { to: '/support', key: 'support' },
  { to: '/affiliate-program', key: 'affiliateProgram' },
  { to: '/terms', key: 'terms' },
  { to: '/risk-disclosure', key: 'riskDisclosure' },
  { to: '/cookies', key: 'cookies' },
  { to: '/privacy-policy', key: 'privacy' },
  { to: '/faq', key: 'faq' },
] as const;

export function LandingFooter({ brandName }: { brandName: string }) {
  const { t } = useTranslation(SITE_NAMESPACE);
  const href = useSiteHref();
  const isEmbedded = useIsEmbedded();
  return (
    <Container component="footer" size="lg" py="xl">
      <Group component="nav" gap="md" justify="center" aria-label={brandName}>
        {FOOTER_LINKS.map((link) => (
          <Anchor key={link.key} component={Link} to={href(link.to)} size="sm" c="dimmed">
            {t(`footer.${link.key}`)}
          </Anchor>
        ))}
        {/* Embedded, the host page asks for cookie consent: the landing sets no cookies of its own there. */}
        {isEmbedded ? null : <CookieSettingsButton />}
      </Group>
      <Text size="xs" c="dimmed" ta="center" mt="md">
        {t('footer.simulated')}
      </Text>
      <Text size="xs" c="dimmed" ta="center" mt={4}>
        © {new Date().getFullYear()} {brandName}
      </Text>
    </Container>
  );
}
