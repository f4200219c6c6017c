import { useEffect, useState } from 'react';
import type { TTrackingScripts } from '@propdesk/shared/contracts';
import { useTranslation } from '@propdesk/shared/i18n';
import { Link, useLocation } from '@propdesk/shared/router';
import { useSession } from '@propdesk/shared/session';
import { Anchor, Button, Group, Paper, Stack, Text } from '@propdesk/shared/ui';
import { useSiteHref } from '../../lib/site-links.tsx';
import {
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
    <Anchor component="button" type="button" size="sm" c="dimmed" onClick={openCookieSettings}>
      {t('settings')}
    </Anchor>
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
  // Native checkboxes: the forms facade is not worth its weight on the landing's first load.
  const row = (
    id: string,
    label: string,
    description: string,
    checked: boolean,
    disabled: boolean,
    change?: (checked: boolean) => void,
  ) => (
    <label key={id} htmlFor={`consent-${id}`} style={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}>
      <input
        id={`consent-${id}`}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => change?.(event.currentTarget.checked)}
        style={{ marginTop: 4, width: 18, height: 18 }}
      />
      <span>
        <Text component="span" fw={600} size="sm" display="block">
          {label}
        </Text>
        <Text component="span" size="xs" c="dimmed">
          {description}
        </Text>
      </span>
    </label>
  );
  return (
    <Stack gap="xs">
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
    </Stack>
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
    <Paper
      component="section"
      role="region"
      aria-label={t('title')}
      shadow="lg"
      withBorder
      radius="md"
      p="md"
      pos="fixed"
      bottom={12}
      left={12}
      right={12}
      maw={720}
      mx="auto"
      style={{ zIndex: 300 }}
      data-testid="cookie-banner"
    >
      <Stack gap="sm">
        <Text fw={700}>{t('title')}</Text>
        <Text size="sm">
          {t('text')}{' '}
          {/* Underlined: a link inside a sentence must not be told apart by colour alone (WCAG 1.4.1). */}
          <Anchor component={Link} to={href('/cookies')} size="sm" underline="always">
            {t('policyLink')}
          </Anchor>
        </Text>
        {isCustomizing ? <CategoryToggles values={toggles} onChange={setToggles} /> : null}
        <Group gap="xs" justify="flex-end">
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
        </Group>
      </Stack>
    </Paper>
  );
}
