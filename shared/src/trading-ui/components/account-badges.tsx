import type { TPhaseKind, TTradingAccountStatus } from '../../domain/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { tradingTexts } from '../i18n/index.ts';
import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<TTradingAccountStatus, string> = {
  active: 'blue',
  paused: 'yellow',
  passed: 'green',
  failed: 'red',
  expired: 'gray',
  closed: 'dark',
};

export function AccountStatusBadge({ status }: { status: TTradingAccountStatus }) {
  const { t } = useLazyTranslation(tradingTexts);
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="account-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function PhaseBadge({ phaseKind }: { phaseKind: TPhaseKind }) {
  const { t } = useLazyTranslation(tradingTexts);
  return (
    <Badge color="gray" variant="outline">
      {t(`phase.${phaseKind}`)}
    </Badge>
  );
}
