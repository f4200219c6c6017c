import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { tradingTexts } from '@propdesk/shared/trading-ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import {
  PHASE_KINDS,
  PROGRAMS,
  STAFF_ACCOUNT_SORT_ORDERS,
  STAFF_ACCOUNT_SORTS,
  TRADING_ACCOUNT_STATUSES,
  TRADING_PLATFORMS,
} from '@propdesk/shared/domain';
import { DEFAULT_STAFF_ACCOUNT_FILTERS, type TStaffAccountFilters } from '../lib/account-search-params.ts';
import { staffAccountsTexts } from '../i18n/index.ts';

/** A search waits this long after the last key before it asks the api. */
const SEARCH_DELAY_MS = 300;

/** The list's filters and sort; every change goes back to the first page. */
export function AccountFilters({
  filters,
  onChange,
}: {
  filters: TStaffAccountFilters;
  onChange: (next: Partial<TStaffAccountFilters>) => void;
}) {
  const { t } = useLazyTranslation(staffAccountsTexts, tradingTexts);
  const [search, setSearch] = useState(filters.search);
  // The address can change the search too (back and forward, a link, clearing): the box follows it.
  const [addressSearch, setAddressSearch] = useState(filters.search);
  if (addressSearch !== filters.search) {
    setAddressSearch(filters.search);
    setSearch(filters.search);
  }
  useEffect(() => {
    if (search.trim() === filters.search) return undefined;
    const timer = setTimeout(() => onChange({ search: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);
  const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="sm"
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Select
        label={t('filters.program')}
        placeholder={t('filters.any')}
        value={filters.program}
        data={options(PROGRAMS, (value) => t(`program.${value}`))}
        onChange={(value) => onChange({ program: value as TStaffAccountFilters['program'] })}
        clearable
      />
      <Select
        label={t('filters.phase')}
        placeholder={t('filters.any')}
        value={filters.phase}
        data={options(PHASE_KINDS, (value) => t(`phase.${value}`))}
        onChange={(value) => onChange({ phase: value as TStaffAccountFilters['phase'] })}
        clearable
      />
      <Select
        label={t('filters.status')}
        placeholder={t('filters.any')}
        value={filters.status}
        data={[
          ...options(TRADING_ACCOUNT_STATUSES, (value) => t(`status.${value}`)),
          { value: 'breached', label: t('filters.breached') },
        ]}
        onChange={(value) => onChange({ status: value as TStaffAccountFilters['status'] })}
        clearable
      />
      <Select
        label={t('filters.platform')}
        placeholder={t('filters.any')}
        value={filters.platform}
        data={options(TRADING_PLATFORMS, (value) => t(`platform.${value}`))}
        onChange={(value) => onChange({ platform: value as TStaffAccountFilters['platform'] })}
        clearable
      />
      <Select
        label={t('filters.sort')}
        value={filters.sort}
        data={options(STAFF_ACCOUNT_SORTS, (value) => t(`sorts.${value}`))}
        onChange={(value) => onChange({ sort: (value ?? 'opened') as TStaffAccountFilters['sort'] })}
        allowDeselect={false}
      />
      <Select
        label={t('filters.order')}
        value={filters.order}
        data={options(STAFF_ACCOUNT_SORT_ORDERS, (value) => t(`orders.${value}`))}
        onChange={(value) => onChange({ order: (value ?? 'desc') as TStaffAccountFilters['order'] })}
        allowDeselect={false}
      />
      <Group gap="sm" align="flex-end" justify="space-between">
        <Checkbox
          label={t('filters.breachedToday')}
          checked={filters.breachedToday}
          onChange={(event) => onChange({ breachedToday: event.currentTarget.checked })}
        />
        <Button variant="subtle" size="xs" onClick={() => onChange(DEFAULT_STAFF_ACCOUNT_FILTERS)}>
          {t('filters.clear')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
