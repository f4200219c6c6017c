import { useLazyTranslation } from '@propdesk/shared/i18n';
import { WhiteLabelGuide } from '../../features/organization-settings/index.ts';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';

/** `/organization/guide`: the White Label Guide of the organization the shell's switcher chose. */
export function GuidePage() {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t('pages.guide')}>
      <WhiteLabelGuide />
    </PageFrame>
  );
}
