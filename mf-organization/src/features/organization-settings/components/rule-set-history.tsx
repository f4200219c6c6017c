import { useState } from 'react';
import { Badge, Table, Text } from '@mantine/core';
import type { TProgram } from '@propdesk/shared/contracts';
import type { TRuleSetState } from '@propdesk/shared/domain/rule-sets.ts';
import { useFormatters } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { QueryStatus, SectionCard } from '@propdesk/shared/ui';
import { PaginatedTable } from '@propdesk/shared/ui-data';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useRuleSetVersions } from '../rule-set-queries.ts';

const STATE_COLORS: Record<TRuleSetState, string> = {
  draft: 'gray',
  scheduled: 'blue',
  active: 'green',
  superseded: 'dark',
};

/** Every version of the program's rules, newest first, ten a page. */
export function RuleSetHistory({ organizationId, program }: { organizationId: string; program: TProgram }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const versions = useRuleSetVersions(organizationId, program, page);
  const data = versions.data;
  return (
    <SectionCard title={t('rules.history.title')}>
      <QueryStatus
        query={versions}
        loadingLabel={t('rules.loading')}
        failureLabel={t('rules.loadFailed')}
        retryLabel={t('retry')}
      />
      {data?.total === 0 ? <Text size="sm">{t('rules.history.empty')}</Text> : null}
      {data === undefined || data.total === 0 ? null : (
        <PaginatedTable
          shown={{ ...data, rowCount: data.versions.length }}
          page={page}
          onPageChange={setPage}
          pagesLabel={t('rules.history.pages')}
          minWidth={520}
          verticalSpacing="xs"
          aria-label={t('rules.history.title')}
          aria-busy={versions.isFetching}
          data-testid="rule-set-history"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rules.history.columns.version')}</Table.Th>
              <Table.Th>{t('rules.history.columns.state')}</Table.Th>
              <Table.Th>{t('rules.history.columns.effectiveFrom')}</Table.Th>
              <Table.Th>{t('rules.history.columns.updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.versions.map((version) => (
              <Table.Tr key={version.id}>
                <Table.Td>{version.version}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={STATE_COLORS[version.state]}>
                    {t(`rules.states.${version.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {version.effectiveFrom === null ? '—' : format.dateTime(version.effectiveFrom)}
                </Table.Td>
                <Table.Td>{format.dateTime(version.updatedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </PaginatedTable>
      )}
    </SectionCard>
  );
}
