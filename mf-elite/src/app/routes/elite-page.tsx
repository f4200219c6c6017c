import { PageFrame } from '@propdesk/shared/ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { eliteTexts, type ElitePageKey } from '../../lib/i18n/index.ts';

/** The frame of an elite page; the elite-area issue fills in the content. */
export function ElitePage({ page }: { page: ElitePageKey }) {
  const { t } = useLazyTranslation(eliteTexts);
  return <PageFrame title={t(`pages.${page}`)} />;
}
