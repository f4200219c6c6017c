import { PageFrame } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { ELITE_NAMESPACE, type ElitePageKey } from '../../i18n/catalogs.ts';

/** The frame of an elite page; the elite-area issue fills in the content. */
export function ElitePage({ page }: { page: ElitePageKey }) {
  const { t } = useTranslation(ELITE_NAMESPACE);
  return <PageFrame title={t(`pages.${page}`)} />;
}
