import { setLanguage, SUPPORTED_LANGUAGES, useTranslation, type TLanguage } from '@propdesk/shared/i18n';
import classes from './landing-language-select.module.css';

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
      className={classes.select}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`language.names.${language}`)}
        </option>
      ))}
    </select>
  );
}
