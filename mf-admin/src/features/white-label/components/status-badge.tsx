import type { TWhiteLabelRequestStatus } from '@propdesk/shared/domain';
import { useTranslation } from '@propdesk/shared/i18n';
import { Badge } from '@propdesk/shared/ui';
import { ADMIN_NAMESPACE } from '../../../i18n/catalogs.ts';

const STATUS_COLORS: Record<TWhiteLabelRequestStatus, string> = {
  new: 'blue',
  contacted: 'yellow',
  closed: 'gray',
};

/** Where the follow-up of a request stands, as a coloured label. */
export function StatusBadge({ status }: { status: TWhiteLabelRequestStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="request-status">
      {t(`whiteLabel.statuses.${status}`)}
    </Badge>
  );
}
