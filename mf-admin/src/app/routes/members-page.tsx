import { useLazyTranslation } from '@propdesk/shared/i18n';
import { StaffMembers } from '@propdesk/shared/members';
import { PageFrame } from '@propdesk/shared/ui';
import { adminTexts } from '../../lib/i18n/index.ts';

/**
 * `/admin/members` and `/admin/org-members`: the staff of the organization chosen in the shell's
 * switcher; platform admins manage them in any organization, owners included.
 */
export function MembersPage() {
  const { t } = useLazyTranslation(adminTexts);
  return (
    <PageFrame title={t('pages.members')}>
      <StaffMembers />
    </PageFrame>
  );
}
