import { setLanguage, SUPPORTED_LANGUAGES, useTranslation, type TLanguage } from '@propdesk/shared/i18n';

/**
 * The landing's language picker (en, es, it). A native select: keyboard and screen readers know it,
 * and it costs nothing on the landing's first load.
 */
export function LandingLanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <select
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(event) => void setLanguage(event.currentTarget.value as TLanguage)}
      style={{
        font: 'inherit',
        fontSize: 14,
        padding: '4px 6px',
        borderRadius: 6,
        border: '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-body)',
        color: 'inherit',
      }}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`language.names.${language}`)}
        </option>
      ))}
    </select>
  );
}
