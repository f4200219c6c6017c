import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PropTradingSettings } from '../../features/organization-settings/index.ts';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts, type TitledPageProps } from '../../lib/i18n/index.ts';

/**
 * `/organization/prop-trading-settings`: the firm's configuration, for the organization the shell's
 * switcher chose. Owners and admins change it, managers read it.
 */
export function PropTradingSettingsPage({ title = 'pages.propTradingSettings' }: TitledPageProps) {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t(title)}>
      <PropTradingSettings />
    </PageFrame>
  );
}
