import type { TWhiteLabelRequestStatus } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Badge } from '@mantine/core';
import { whiteLabelTexts } from '../i18n/index.ts';

const STATUS_COLORS: Record<TWhiteLabelRequestStatus, string> = {
  new: 'blue',
  contacted: 'yellow',
  closed: 'gray',
};

/** Where the follow-up of a request stands, as a coloured label. */
export function StatusBadge({ status }: { status: TWhiteLabelRequestStatus }) {
  const { t } = useLazyTranslation(whiteLabelTexts);
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="request-status">
      {t(`whiteLabel.statuses.${status}`)}
    </Badge>
  );
}
