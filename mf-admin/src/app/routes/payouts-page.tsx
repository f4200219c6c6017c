import { useLazyTranslation } from '@propdesk/shared/i18n';
import { StaffPayouts } from '@propdesk/shared/payouts';
import { PageFrame } from '@propdesk/shared/ui';
import { adminTexts } from '../../lib/i18n/index.ts';

/**
 * `/admin/payouts` and `/admin/org-payouts`: the trader payouts of the organization chosen in the shell's
 * switcher; platform admins review them in any organization.
 */
export function PayoutsPage() {
  const { t } = useLazyTranslation(adminTexts);
  return (
    <PageFrame title={t('pages.payouts')}>
      <StaffPayouts />
    </PageFrame>
  );
}
