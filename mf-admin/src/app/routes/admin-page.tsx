import { PageFrame } from '@propdesk/shared/ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { adminTexts, type AdminPageKey } from '../../lib/i18n/index.ts';

/** The frame of an admin page whose content is not built yet: its title over the empty state. */
export function AdminPage({ page }: { page: AdminPageKey }) {
  const { t } = useLazyTranslation(adminTexts);
  return <PageFrame title={t(`pages.${page}`)} />;
}
