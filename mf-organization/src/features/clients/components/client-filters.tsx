import { useMemo } from 'react';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  CLIENT_SORT_DIRECTIONS,
  CLIENT_SORTS,
  DEFAULT_CLIENT_SORT_DIRECTIONS,
} from '@propdesk/shared/domain/clients.ts';
import { SIGN_UP_COUNTRIES } from '@propdesk/shared/domain';
import { KYC_STATUSES, type TKycStatus } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { clientTexts } from '../i18n/index.ts';
import type { TClientListState } from '../queries/client-list-state.ts';
import { useClientFormat } from './client-format.ts';

type TFlag = 'true' | 'false';

const flagValue = (flag: boolean | null): TFlag | null => (flag === null ? null : flag ? 'true' : 'false');
const flagOf = (value: string | null): boolean | null =>
  value === 'true' ? true : value === 'false' ? false : null;

export interface ClientFiltersProps {
  state: TClientListState;
  /** A change to the filters or the order; the list goes back to its first page. */
  onChange: (change: Partial<TClientListState>) => void;
  onClear: () => void;
}

/** The list's filters and order: each a labelled control, so a keyboard and a screen reader reach all. */
export function ClientFilters({ state, onChange, onClear }: ClientFiltersProps) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const format = useClientFormat(i18n.language);
  const countries = useMemo(
    () =>
      SIGN_UP_COUNTRIES.map((code) => ({ value: code, label: format.country(code) ?? code })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.language),
      ),
    [format, i18n.language],
  );
  const direction = state.direction ?? DEFAULT_CLIENT_SORT_DIRECTIONS[state.sort];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" role="group" aria-label={t('filters.label')}>
      <Select
        label={t('filters.country')}
        placeholder={t('filters.anyCountry')}
        data={countries}
        value={state.country}
        onChange={(value) => onChange({ country: value })}
        searchable
        clearable
      />
      <Select
        label={t('filters.kyc')}
        placeholder={t('filters.anyKyc')}
        data={KYC_STATUSES.map((status) => ({ value: status, label: t(`kyc.${status}`) }))}
        value={state.kyc}
        onChange={(value) => onChange({ kyc: value as TKycStatus | null })}
        clearable
      />
      <Select
        label={t('filters.funded')}
        placeholder={t('filters.any')}
        data={[
          { value: 'true', label: t('filters.fundedYes') },
          { value: 'false', label: t('filters.fundedNo') },
        ]}
        value={flagValue(state.funded)}
        onChange={(value) => onChange({ funded: flagOf(value) })}
        clearable
      />
      <Select
        label={t('filters.blocked')}
        placeholder={t('filters.any')}
        data={[
          { value: 'true', label: t('filters.blockedYes') },
          { value: 'false', label: t('filters.blockedNo') },
        ]}
        value={flagValue(state.blocked)}
        onChange={(value) => onChange({ blocked: flagOf(value) })}
        clearable
      />
      <TextInput
        type="date"
        label={t('filters.joinedFrom')}
        value={state.joinedFrom}
        onChange={(event) => onChange({ joinedFrom: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('filters.joinedTo')}
        value={state.joinedTo}
        onChange={(event) => onChange({ joinedTo: event.currentTarget.value })}
      />
      <Select
        label={t('filters.sort')}
        data={CLIENT_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
        value={state.sort}
        onChange={(value) => {
          const sort = CLIENT_SORTS.find((each) => each === value);
          if (sort !== undefined) onChange({ sort, direction: null });
        }}
        allowDeselect={false}
      />
      {/* The order keeps its whole word ("Descending"); the button wraps under it when the column is narrow. */}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          style={{ flex: 1 }}
          miw={140}
          label={t('filters.direction')}
          data={CLIENT_SORT_DIRECTIONS.map((each) => ({ value: each, label: t(`directions.${each}`) }))}
          value={direction}
          onChange={(value) => {
            const chosen = CLIENT_SORT_DIRECTIONS.find((each) => each === value);
            if (chosen !== undefined) onChange({ direction: chosen });
          }}
          allowDeselect={false}
        />
        <Button variant="subtle" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
