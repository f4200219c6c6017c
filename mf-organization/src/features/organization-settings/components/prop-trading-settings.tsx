import { Stack, Tabs, Text } from '@mantine/core';
import { memberRoleHas } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useCurrentOrganizationState } from '@propdesk/shared/session';
import { useVisitedTabs } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { BrandEditor } from './brand-editor.tsx';
import { CouponsEditor } from './coupons-editor.tsx';
import { PaymentAccountSection } from './payment-account-section.tsx';
import { PlansEditor } from './plans-editor.tsx';
import { RuleSetsEditor } from './rule-sets-editor.tsx';
import { TaxRateSection } from './tax-rate-section.tsx';

const SETTINGS_TABS = ['brand', 'plans', 'rules', 'coupons', 'receipts', 'payments'] as const;

/**
 * The firm's prop-trading settings, tab by tab: its brand, its plans, its programs' rules, its coupons,
 * the tax rate its receipts print and its own Stripe account. Shared by the organization area (`/organization/prop-trading-settings`)
 * and the admin's organization view (`/admin/org-settings`).
 * A tab once opened stays mounted while another is shown, so an unsaved brand or rule edit survives a
 * look at the plans.
 */
export function PropTradingSettings() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { organization } = useCurrentOrganizationState();
  const { value, choose, hasVisited } = useVisitedTabs(SETTINGS_TABS, 'brand');
  return (
    <Tabs value={value} onChange={choose} keepMounted>
      <Tabs.List mb="lg">
        <Tabs.Tab value="brand">{t('tabs.brand')}</Tabs.Tab>
        <Tabs.Tab value="plans">{t('tabs.plans')}</Tabs.Tab>
        <Tabs.Tab value="rules">{t('tabs.rules')}</Tabs.Tab>
        <Tabs.Tab value="coupons">{t('tabs.coupons')}</Tabs.Tab>
        <Tabs.Tab value="receipts">{t('tabs.receipts')}</Tabs.Tab>
        <Tabs.Tab value="payments">{t('tabs.payments')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="brand">{hasVisited('brand') ? <BrandEditor /> : null}</Tabs.Panel>
      <Tabs.Panel value="plans">
        {!hasVisited('plans') ? null : organization === null ? (
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
        {!hasVisited('rules') ? null : organization === null ? (
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
      <Tabs.Panel value="coupons">
        {!hasVisited('coupons') ? null : organization === null ? (
          <Text c="dimmed">{t('noOrganization')}</Text>
        ) : (
          <Stack gap="md">
            <CouponsEditor
              key={organization.id}
              organizationId={organization.id}
              canEdit={memberRoleHas(organization.role, 'settings.manage')}
            />
          </Stack>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="receipts">
        {!hasVisited('receipts') ? null : organization === null ? (
          <Text c="dimmed">{t('noOrganization')}</Text>
        ) : (
          <TaxRateSection
            key={organization.id}
            organizationId={organization.id}
            canEdit={memberRoleHas(organization.role, 'settings.manage')}
          />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="payments">
        {!hasVisited('payments') ? null : organization === null ? (
          <Text c="dimmed">{t('noOrganization')}</Text>
        ) : (
          <PaymentAccountSection
            key={organization.id}
            organizationId={organization.id}
            canEdit={memberRoleHas(organization.role, 'billing.connect')}
          />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
