import { PageFrame } from '@propdesk/shared/ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { affiliateTexts, type AffiliatePageKey } from '../../lib/i18n/index.ts';

/** The frame of an affiliate page whose content is not built yet: its title over the empty state. */
export function AffiliatePage({ page }: { page: AffiliatePageKey }) {
  const { t } = useLazyTranslation(affiliateTexts);
  return <PageFrame title={t(`pages.${page}`)} />;
}
