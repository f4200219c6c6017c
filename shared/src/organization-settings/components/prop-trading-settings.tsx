import { Stack, Tabs, Text } from '@mantine/core';
import { memberRoleHas } from '../../domain/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useCurrentOrganizationState } from '@propdesk/shared/session';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { BrandEditor } from './brand-editor.tsx';
import { PlansEditor } from './plans-editor.tsx';
import { RuleSetsEditor } from './rule-sets-editor.tsx';

/**
 * The firm's prop-trading settings, tab by tab: its brand, its plans and its programs' rules. Shared by the organization area
 * (`/organization/prop-trading-settings`) and the admin's organization view (`/admin/org-settings`).
 */
export function PropTradingSettings() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { organization } = useCurrentOrganizationState();
  return (
    <Tabs defaultValue="brand" keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="brand">{t('tabs.brand')}</Tabs.Tab>
        <Tabs.Tab value="plans">{t('tabs.plans')}</Tabs.Tab>
        <Tabs.Tab value="rules">{t('tabs.rules')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="brand">
        <BrandEditor />
      </Tabs.Panel>
      <Tabs.Panel value="plans">
        {organization === null ? (
          <Text c="dimmed">{t('noOrganization')}</Text>
        ) : (
          <Stack gap="md">
            <PlansEditor
              key={organization.id}
              organizationId={organization.id}
              canEdit={memberRoleHas(organization.role, 'settings.manage')}
            />
          </Stack>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="rules">
        {organization === null ? (
          <Text c="dimmed">{t('noOrganization')}</Text>
        ) : (
          <Stack gap="md">
            <RuleSetsEditor
              key={organization.id}
              organizationId={organization.id}
              canEdit={memberRoleHas(organization.role, 'settings.manage')}
            />
          </Stack>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
