import { useLazyTranslation } from '@propdesk/shared/i18n';
import { StaffMembers } from '../../features/members/index.ts';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts, type TitledPageProps } from '../../lib/i18n/index.ts';

/** `/organization/members` ("Members & Roles"): the staff of the organization the shell's switcher chose. */
export function MembersPage({ title = 'pages.members' }: TitledPageProps) {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t(title)}>
      <StaffMembers />
    </PageFrame>
  );
}
