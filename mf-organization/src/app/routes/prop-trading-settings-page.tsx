import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PropTradingSettings } from '@propdesk/shared/organization-settings';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';

/**
 * `/organization/prop-trading-settings`: the firm's configuration, for the organization the shell's
 * switcher chose. Owners and admins change it, managers read it.
 */
export function PropTradingSettingsPage() {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t('pages.propTradingSettings')}>
      <PropTradingSettings />
    </PageFrame>
  );
}
