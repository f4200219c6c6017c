import { Button, Menu } from '@mantine/core';
import { setLanguage, SUPPORTED_LANGUAGES, useTranslation } from '@propdesk/shared/i18n';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={t('language.label')}>
          {i18n.language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SUPPORTED_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            onClick={() => void setLanguage(language)}
            aria-current={i18n.language === language ? 'true' : undefined}
          >
            {t(`language.names.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
