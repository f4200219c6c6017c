import { useLazyTranslation } from '@propdesk/shared/i18n';
import { KycReviewList, kycReviewTexts } from '../../features/kyc-review/index.ts';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts, type TitledPageProps } from '../../lib/i18n/index.ts';

/** `/organization/verifications`: the identity checks of the organization being run, to review. */
export function VerificationsPage({ title = 'pages.verifications' }: TitledPageProps) {
  const { t } = useLazyTranslation(organizationTexts, kycReviewTexts);
  return (
    <PageFrame title={t(title)}>
      <KycReviewList />
    </PageFrame>
  );
}
