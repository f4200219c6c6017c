import { useState } from 'react';
import { Alert, Badge, Button, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { TKycStatus } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useCurrentOrganization } from '@propdesk/shared/session';
import { PaginatedTable } from '@propdesk/shared/ui-data';
import { kycReviewTexts } from '../i18n/index.ts';
import { useKycPage } from '../queries.ts';
import { KycReviewDrawer } from './kyc-review-drawer.tsx';
import { KYC_STATUS_COLORS } from './kyc-status-colors.ts';

/** What the filter offers: a check the trader has not sent is not the staff's to see. */
const FILTERS = ['submitted', 'approved', 'rejected', 'all'] as const;
type TFilter = (typeof FILTERS)[number];

function ReviewTable({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useLazyTranslation(kycReviewTexts);
  const [filter, setFilter] = useState<TFilter>('submitted');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const status: TKycStatus | null = filter === 'all' ? null : filter;
  const list = useKycPage(organizationId, status, page);
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const data = list.data;

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('filter')}
        value={filter}
        onChange={(value) => {
          setFilter(value as TFilter);
          setPage(1);
        }}
        data={FILTERS.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
      {list.isPending ? <Skeleton height={160} /> : null}
      {list.isError ? <Alert color="red">{t('loadFailed')}</Alert> : null}
      {data !== undefined && data.total === 0 ? <Text c="dimmed">{t('empty')}</Text> : null}
      {data !== undefined && data.total > 0 ? (
        <PaginatedTable
          shown={{ ...data, rowCount: data.verifications.length }}
          page={page}
          onPageChange={setPage}
          pagesLabel={t('pages')}
          minWidth={720}
          striped
          highlightOnHover
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.trader')}</Table.Th>
              <Table.Th>{t('columns.legalName')}</Table.Th>
              <Table.Th>{t('columns.country')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>{t('columns.submittedAt')}</Table.Th>
              <Table.Th>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.verifications.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Text size="sm">{row.traderName}</Text>
                  <Text size="xs" c="dimmed">
                    {row.traderEmail}
                  </Text>
                </Table.Td>
                <Table.Td>{row.legalName}</Table.Td>
                <Table.Td>{row.country === null ? null : (names.of(row.country) ?? row.country)}</Table.Td>
                <Table.Td>
                  <Badge color={KYC_STATUS_COLORS[row.status]}>{t(`status.${row.status}`)}</Badge>
                </Table.Td>
                <Table.Td>
                  {row.submittedAt === null ? null : new Date(row.submittedAt).toLocaleString(i18n.language)}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setOpenId(row.id)}
                    aria-label={`${t('review')} ${row.traderName}`}
                  >
                    {t('review')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </PaginatedTable>
      ) : null}
      <KycReviewDrawer
        organizationId={organizationId}
        verificationId={openId}
        onClose={() => setOpenId(null)}
      />
    </Stack>
  );
}

/**
 * The identity checks of the organization being run (the shell's switcher chooses it, for staff of
 * several firms and for platform admins alike), to review and decide.
 */
export function KycReviewList() {
  const { t } = useLazyTranslation(kycReviewTexts);
  const organization = useCurrentOrganization();
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('lead')}</Text>
      {organization === null ? (
        <Text>{t('noOrganization')}</Text>
      ) : (
        // Keyed: switching organization starts again on page 1 with its own filter.
        <ReviewTable key={organization.id} organizationId={organization.id} />
      )}
    </Stack>
  );
}
