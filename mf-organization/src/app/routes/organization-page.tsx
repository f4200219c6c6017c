import { PageFrame } from '@propdesk/shared/ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationTexts, type OrganizationTitleKey } from '../../lib/i18n/index.ts';

/** The frame of an organization page whose content is not built yet: its title over the empty state. */
export function OrganizationPage({ title }: { title: OrganizationTitleKey }) {
  const { t } = useLazyTranslation(organizationTexts);
  return <PageFrame title={t(title)} />;
}
