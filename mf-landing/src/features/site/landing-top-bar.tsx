import { useState } from 'react';
import { Link } from '@propdesk/shared/router';
import { useTranslation } from '@propdesk/shared/i18n';
import { ButtonLink } from '../../components/button.tsx';
import ui from '../../components/ui.module.css';
import { useSectionLink, useSiteHref } from '../../lib/site-links.tsx';
import { SITE_NAMESPACE } from './i18n/index.ts';
import { LandingLanguageSelect } from './landing-language-select.tsx';
import classes from './landing-top-bar.module.css';
import { SupportPopup } from './support-popup.tsx';

const ANCHORS = ['home', 'funding', 'features', 'faq'] as const;

type LandingTopBarProps = {
  brandName: string;
  logoUrl: string | null;
  supportEmail: string;
  supportPhone: string | null;
};

/** The top bar: section anchors, language picker, support button, Get Started, and a mobile menu. */
export function LandingTopBar({ brandName, logoUrl, supportEmail, supportPhone }: LandingTopBarProps) {
  const { t } = useTranslation(SITE_NAMESPACE);
  const href = useSiteHref();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const sectionLink = useSectionLink();
  const anchors = (onNavigate?: () => void) =>
    ANCHORS.map((id) => {
      const link = sectionLink(id);
      return (
        <a
          key={id}
          href={link.href}
          className={classes.anchor}
          onClick={(event) => {
            link.onClick?.(event);
            onNavigate?.();
          }}
        >
          {t(`nav.${id}`)}
        </a>
      );
    });
  return (
    <header className={classes.bar}>
      <div className={classes.row}>
        <Link to={href('/')} className={classes.brand}>
          {logoUrl === null ? (
            brandName
          ) : (
            // A box of fixed size, so nothing in the bar moves when the image arrives.
            <img src={logoUrl} alt={brandName} className={classes.logo} width={160} height={28} />
          )}
        </Link>
        <nav aria-label={t('nav.label')} className={`${classes.anchors} ${ui.fromMd}`}>
          {anchors()}
        </nav>
        <div className={classes.actions}>
          <div className={ui.fromSm}>
            <LandingLanguageSelect />
          </div>
          <div className={ui.fromSm}>
            <SupportPopup supportEmail={supportEmail} supportPhone={supportPhone} />
          </div>
          <ButtonLink to={href('/auth')}>{t('nav.getStarted')}</ButtonLink>
          <button
            type="button"
            className={`${classes.burger} ${ui.belowMd}`}
            onClick={() => setIsMenuOpen((open) => !open)}
            aria-label={t('nav.menu')}
            aria-expanded={isMenuOpen}
            aria-controls="landing-mobile-menu"
          >
            <span className={isMenuOpen ? `${classes.lines} ${classes.open}` : classes.lines} />
          </button>
        </div>
      </div>
      {/* Rendered only while open, so its links leave the tab order with it. */}
      {isMenuOpen ? (
        <nav
          id="landing-mobile-menu"
          aria-label={t('nav.label')}
          className={`${classes.mobileMenu} ${ui.belowMd}`}
        >
          {anchors(() => setIsMenuOpen(false))}
          <div className={`${classes.mobileExtras} ${ui.belowSm}`}>
            <LandingLanguageSelect />
            <SupportPopup supportEmail={supportEmail} supportPhone={supportPhone} />
          </div>
        </nav>
      ) : null}
    </header>
  );
}
