import { PageFrame } from '@propdesk/shared/ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { traderTexts, type TraderPageKey } from '../../lib/i18n/index.ts';

/** The frame of a trader page whose content is not built yet: its title over the empty state. */
export function TraderPage({ page }: { page: TraderPageKey }) {
  const { t } = useLazyTranslation(traderTexts);
  return <PageFrame title={t(`pages.${page}`)} />;
}
