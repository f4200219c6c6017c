import { useLazyTranslation } from '@propdesk/shared/i18n';
import { OrganizationProfileForm } from '../../features/organization-profile/index.ts';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';

/**
 * `/organization/profile`: the profile of the organization the shell's switcher chose; every staff
 * member reads it, owners and admins change it.
 */
export function ProfilePage() {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t('pages.profile')}>
      <OrganizationProfileForm />
    </PageFrame>
  );
}
