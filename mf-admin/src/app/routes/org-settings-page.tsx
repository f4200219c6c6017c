import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PropTradingSettings } from '@propdesk/shared/organization-settings';
import { PageFrame } from '@propdesk/shared/ui';
import { adminTexts } from '../../lib/i18n/index.ts';

/**
 * `/admin/org-settings` (alias `/admin/prop-trading-settings`): the configuration of the organization
 * chosen in the shell's switcher; platform admins change it in any organization.
 */
export function OrgSettingsPage() {
  const { t } = useLazyTranslation(adminTexts);
  return (
    <PageFrame title={t('pages.propTradingSettings')}>
      <PropTradingSettings />
    </PageFrame>
  );
}
