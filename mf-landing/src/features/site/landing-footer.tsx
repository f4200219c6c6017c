import { Link } from '@propdesk/shared/router';
import { useTranslation } from '@propdesk/shared/i18n';
import { useIsEmbedded, useSiteHref } from '../../lib/site-links.tsx';
import { CookieSettingsButton } from '../consent/index.ts';
import { SITE_NAMESPACE } from './i18n/index.ts';
import classes from './landing-footer.module.css';

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
    <footer className={classes.footer}>
      <nav aria-label={brandName} className={classes.links}>
        {FOOTER_LINKS.map((link) => (
          <Link key={link.key} to={href(link.to)} className={classes.link}>
            {t(`footer.${link.key}`)}
          </Link>
        ))}
        {/* Embedded, the host page asks for cookie consent: the landing sets no cookies of its own there. */}
        {isEmbedded ? null : <CookieSettingsButton />}
      </nav>
      <p className={classes.note}>{t('footer.simulated')}</p>
      <p className={classes.copyright}>
        © {new Date().getFullYear()} {brandName}
      </p>
    </footer>
  );
}
