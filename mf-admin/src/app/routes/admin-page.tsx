import { PageFrame } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { ADMIN_NAMESPACE, type AdminPageKey } from '../../i18n/catalogs.ts';

/** The frame of an admin page; the administration issues fill in the content. */
export function AdminPage({ page }: { page: AdminPageKey }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return <PageFrame title={t(`pages.${page}`)} />;
}
