import { Link } from '@propdesk/shared/router';
import { useTranslation } from '@propdesk/shared/i18n';
import type { TSiteContact } from '../../lib/site-contact.ts';
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

/** Digits and a leading + only: what a `tel:` link dials. */
function dialable(phone: string): string {
  return phone.replace(/[\s()-]/g, '');
}

/**
 * Who runs the site and how to reach it, from the organization's profile: its registered company and
 * office, then its support contacts and hours. Lines the organization has not filled in are left out.
 */
function FooterCompany({ brandName, contact }: { brandName: string; contact: TSiteContact }) {
  const { t } = useTranslation(SITE_NAMESPACE);
  const addressLines = (contact.registeredAddress ?? '').split('\n').filter((line) => line.trim() !== '');
  return (
    <address className={classes.company} aria-label={t('footer.companyLabel')}>
      <span className={classes.companyName}>{contact.legalName ?? brandName}</span>
      {addressLines.length > 0 ? (
        <span>
          {t('footer.registeredOffice')}: {addressLines.join(', ')}
        </span>
      ) : null}
      <span className={classes.contacts}>
        {contact.supportEmail ? (
          <a className={classes.contactLink} href={`mailto:${contact.supportEmail}`}>
            {contact.supportEmail}
          </a>
        ) : null}
        {contact.supportPhone ? (
          <a className={classes.contactLink} href={`tel:${dialable(contact.supportPhone)}`}>
            {contact.supportPhone}
          </a>
        ) : null}
        {contact.supportHours ? (
          <span>
            {t('footer.supportHours')}: {contact.supportHours}
          </span>
        ) : null}
      </span>
    </address>
  );
}

export function LandingFooter({ brandName, contact }: { brandName: string; contact: TSiteContact }) {
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
      <FooterCompany brandName={brandName} contact={contact} />
      <p className={classes.note}>{t('footer.simulated')}</p>
      <p className={classes.copyright}>
        © {new Date().getFullYear()} {contact.legalName ?? brandName}
      </p>
    </footer>
  );
}
