import { useLazyTranslation } from '@propdesk/shared/i18n';
import { StaffPayouts } from '../../features/payouts/index.ts';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts, type TitledPageProps } from '../../lib/i18n/index.ts';

/** `/organization/payouts` ("Trader Payouts"): the payouts of the organization the shell's switcher chose. */
export function PayoutsPage({ title = 'pages.payouts' }: TitledPageProps) {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t(title)}>
      <StaffPayouts />
    </PageFrame>
  );
}
