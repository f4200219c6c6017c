import { PageFrame } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { AFFILIATE_NAMESPACE, type AffiliatePageKey } from '../../i18n/catalogs.ts';

/** The frame of an affiliate page; the affiliate-program issue fills in the content. */
export function AffiliatePage({ page }: { page: AffiliatePageKey }) {
  const { t } = useTranslation(AFFILIATE_NAMESPACE);
  return <PageFrame title={t(`pages.${page}`)} />;
}
