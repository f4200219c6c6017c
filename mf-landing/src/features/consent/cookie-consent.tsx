import { useEffect, useState } from 'react';
import type { TTrackingScripts } from '@propdesk/shared/contracts';
import { useTranslation } from '@propdesk/shared/i18n';
import { Link, useLocation } from '@propdesk/shared/router';
import { useSession } from '@propdesk/shared/session';
import { Button } from '../../components/button.tsx';
import { useSiteHref } from '../../lib/site-links.tsx';
import {
  CONSENT_STORAGE_KEY,
  consentFromChoice,
  mayRunThirdPartyScripts,
  OPTIONAL_CATEGORIES,
  readConsent,
  syncTrackingScripts,
  writeConsent,
  type TConsent,
  type TConsentChoice,
  type TOptionalCategory,
} from './consent-model.ts';
import classes from './cookie-consent.module.css';
import { CONSENT_NAMESPACE } from './i18n/index.ts';

const OPEN_SETTINGS_EVENT = 'propdesk:cookie-settings';

/** The footer's "Cookie settings" link: shows the banner again to change the choice. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

/** The "Cookie settings" link of the site's footer: a button, since it opens the banner, not a page. */
export function CookieSettingsButton() {
  const { t } = useTranslation(CONSENT_NAMESPACE);
  return (
    <button type="button" className={classes.settings} onClick={openCookieSettings}>
      {t('settings')}
    </button>
  );
}

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

function CategoryToggles({
  values,
  onChange,
}: {
  values: Record<TOptionalCategory, boolean>;
  onChange: (values: Record<TOptionalCategory, boolean>) => void;
}) {
  const { t } = useTranslation(CONSENT_NAMESPACE);
  // Native checkboxes: the landing's first load has no Mantine.
  const row = (
    id: string,
    label: string,
    description: string,
    checked: boolean,
    disabled: boolean,
    change?: (checked: boolean) => void,
  ) => (
    <label key={id} htmlFor={`consent-${id}`} className={classes.toggle}>
      <input
        id={`consent-${id}`}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => change?.(event.currentTarget.checked)}
        className={classes.checkbox}
      />
      <span>
        <span className={classes.category}>{label}</span>
        <span className={classes.description}>{description}</span>
      </span>
    </label>
  );
  return (
    <div className={classes.toggles}>
      {row('essential', t('category.essential'), t('description.essential'), true, true)}
      {OPTIONAL_CATEGORIES.map((category) =>
        row(
          category,
          t(`category.${category}`),
          t(`description.${category}`),
          values[category],
          false,
          (checked) => onChange({ ...values, [category]: checked }),
        ),
      )}
    </div>
  );
}

/**
 * The cookie banner at the bottom of every public page until a choice is stored. Accept All,
 * Essential Only, or Customize then Save Preferences. The organization's analytics script and
 * marketing pixel follow the stored choice (loaded when accepted, removed when declined), on public
 * pages of visitors without a session only.
 */
export function CookieConsent({ tracking }: { tracking: TTrackingScripts | null }) {
  const { t } = useTranslation(CONSENT_NAMESPACE);
  const href = useSiteHref();
  const [consent, setConsent] = useState<TConsent | null>(() => readConsent(storage(), new Date()));
  const [isOpen, setIsOpen] = useState(consent === null);
  const [isCustomizing, setIsCustomizing] = useState(false);
  const [toggles, setToggles] = useState<Record<TOptionalCategory, boolean>>({
    analytics: consent?.analytics ?? false,
    marketing: consent?.marketing ?? false,
    personalization: consent?.personalization ?? false,
  });

  const { pathname } = useLocation();
  const sessionStatus = useSession((state) => state.status);
  const mayRun = mayRunThirdPartyScripts(sessionStatus, pathname);

  useEffect(
    () => syncTrackingScripts(mayRun ? consent : null, tracking, document),
    [consent, tracking, mayRun],
  );
  useEffect(() => {
    const reopen = () => {
      setIsCustomizing(true);
      setIsOpen(true);
    };
    window.addEventListener(OPEN_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, reopen);
  }, []);

  const choose = (choice: TConsentChoice) => {
    const chosen = consentFromChoice(choice, new Date());
    writeConsent(storage(), chosen);
    setConsent(chosen);
    setToggles({
      analytics: chosen.analytics,
      marketing: chosen.marketing,
      personalization: chosen.personalization,
    });
    setIsOpen(false);
    setIsCustomizing(false);
  };

  if (!isOpen) return null;
  return (
    // The page drawn on the server holds the banner; a browser that already made its choice drops it there.
    <section
      role="region"
      aria-label={t('title')}
      className={classes.banner}
      data-testid="cookie-banner"
      data-stored-choice={CONSENT_STORAGE_KEY}
    >
      <div className={classes.stack}>
        <p className={classes.title}>{t('title')}</p>
        <p className={classes.text}>
          {t('text')}{' '}
          {/* Underlined: a link inside a sentence must not be told apart by colour alone (WCAG 1.4.1). */}
          <Link to={href('/cookies')} className={classes.policyLink}>
            {t('policyLink')}
          </Link>
        </p>
        {isCustomizing ? <CategoryToggles values={toggles} onChange={setToggles} /> : null}
        <div className={classes.actions}>
          {isCustomizing ? (
            <Button onClick={() => choose(toggles)}>{t('save')}</Button>
          ) : (
            <Button variant="default" onClick={() => setIsCustomizing(true)}>
              {t('customize')}
            </Button>
          )}
          <Button variant="default" onClick={() => choose('essential')}>
            {t('essentialOnly')}
          </Button>
          <Button onClick={() => choose('all')}>{t('acceptAll')}</Button>
        </div>
      </div>
    </section>
  );
}
