import { PageFrame } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { ORGANIZATION_NAMESPACE, type OrganizationPageKey } from '../../i18n/catalogs.ts';

/** The frame of an organization page; the organization-administration issues fill in the content. */
export function OrganizationPage({ page }: { page: OrganizationPageKey }) {
  const { t } = useTranslation(ORGANIZATION_NAMESPACE);
  return <PageFrame title={t(`pages.${page}`)} />;
}
