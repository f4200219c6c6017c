import { tradingTexts } from '@propdesk/shared/trading-ui';
import {
  PHASE_KINDS,
  PROGRAMS,
  TRADING_ACCOUNT_STATUSES,
  type TPhaseKind,
  type TProgram,
  type TTradingAccountStatus,
} from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SimpleGrid, Select } from '@mantine/core';
import { tradingAccountsTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import type { TAccountFilters } from '../api/account-list.ts';

const ALL = 'all';

function pick<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** Status, program and phase filters of the accounts list; "All" clears one. */
export function AccountFilters({
  value,
  onChange,
}: {
  value: TAccountFilters;
  onChange: (filters: TAccountFilters) => void;
}) {
  const { t } = useLazyTranslation(tradingAccountsTexts, traderTexts, tradingTexts);
  const options = <T extends string>(values: readonly T[], labelOf: (item: T) => string) => [
    { value: ALL, label: t('accounts.filters.all') },
    ...values.map((item) => ({ value: item, label: labelOf(item) })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Select
        label={t('accounts.filters.status')}
        data={options<TTradingAccountStatus>(TRADING_ACCOUNT_STATUSES, (item) => t(`status.${item}`))}
        value={value.status ?? ALL}
        onChange={(next) => onChange({ ...value, status: pick(TRADING_ACCOUNT_STATUSES, next) })}
        allowDeselect={false}
      />
      <Select
        label={t('accounts.filters.program')}
        data={options<TProgram>(PROGRAMS, (item) => t(`program.${item}`))}
        value={value.program ?? ALL}
        onChange={(next) => onChange({ ...value, program: pick(PROGRAMS, next) })}
        allowDeselect={false}
      />
      <Select
        label={t('accounts.filters.phase')}
        data={options<TPhaseKind>(PHASE_KINDS, (item) => t(`phase.${item}`))}
        value={value.phaseKind ?? ALL}
        onChange={(next) => onChange({ ...value, phaseKind: pick(PHASE_KINDS, next) })}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
