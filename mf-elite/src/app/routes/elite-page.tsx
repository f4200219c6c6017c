import { PageFrame } from '@propdesk/shared/ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { eliteTexts, type ElitePageKey } from '../../lib/i18n/index.ts';

/** The frame of an elite page whose content is not built yet: its title over the empty state. */
export function ElitePage({ page }: { page: ElitePageKey }) {
  const { t } = useLazyTranslation(eliteTexts);
  return <PageFrame title={t(`pages.${page}`)} />;
}
