import { useLazyTranslation } from '@propdesk/shared/i18n';
import { KycReviewList, kycReviewTexts } from '@propdesk/shared/kyc-review';
import { PageFrame } from '@propdesk/shared/ui';
import { adminTexts } from '../../lib/i18n/index.ts';

/**
 * `/admin/verifications`: the identity checks of the organization chosen in the shell's switcher; platform
 * admins may review any organization's.
 */
export function VerificationsPage() {
  const { t } = useLazyTranslation(adminTexts, kycReviewTexts);
  return (
    <PageFrame title={t('pages.verifications')}>
      <KycReviewList />
    </PageFrame>
  );
}
