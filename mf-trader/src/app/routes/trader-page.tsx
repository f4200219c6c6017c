import { PageFrame } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { TRADER_NAMESPACE, type TraderPageKey } from '../../i18n/catalogs.ts';

/** The frame of a trader page; the challenge-engine and payout issues fill in the content. */
export function TraderPage({ page }: { page: TraderPageKey }) {
  const { t } = useTranslation(TRADER_NAMESPACE);
  return <PageFrame title={t(`pages.${page}`)} />;
}
