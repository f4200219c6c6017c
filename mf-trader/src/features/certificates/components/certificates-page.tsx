import { useState } from 'react';
import { Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { formatCertificateCode } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PageFrame } from '@propdesk/shared/ui';
import { PaginatedTable } from '@propdesk/shared/ui-data';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { useCertificatePage } from '../api/certificates.ts';
import { certificatesTexts } from '../i18n/index.ts';
import { CertificatePdfActions } from './certificate-pdf-actions.tsx';
import { NameStyleChoice } from './name-style-choice.tsx';
import { LoadError, LoadingBlock } from '../../account-view/index.ts';
import { useFormatters } from '@propdesk/shared/format';

export const CERTIFICATES_PAGE_SIZE = 20;

/** Below this width the table scrolls sideways inside its panel instead of squeezing (phones). */
const TABLE_MIN_WIDTH = 720;

/** /certificates: the trader's certificates a page at a time, each to preview and download, and the name choice. */
export function CertificatesPage() {
  const { t } = useLazyTranslation(certificatesTexts, traderTexts);
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const certificates = useCertificatePage(page, CERTIFICATES_PAGE_SIZE);
  const data = certificates.data;

  return (
    <PageFrame title={t('pages.certificates')}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Text size="sm">{t('intro')}</Text>
          {certificates.isPending ? <LoadingBlock label={t('loading')} /> : null}
          {certificates.isError ? (
            <LoadError
              message={t('loadFailed')}
              onRetry={() => void certificates.refetch()}
              isRetrying={certificates.isFetching}
            />
          ) : null}
          {data === undefined ? null : (
            <NameStyleChoice nameStyle={data.nameStyle} holderName={data.holderName} />
          )}
          {data !== undefined && data.total === 0 ? (
            <Stack gap={4} align="center" ta="center" py="xl" data-testid="certificates-empty">
              <Text fw={600}>{t('empty')}</Text>
              <Text size="sm" c="dimmed">
                {t('emptyHint')}
              </Text>
            </Stack>
          ) : null}
          {data !== undefined && data.certificates.length > 0 ? (
            <PaginatedTable
              shown={{ ...data, rowCount: data.certificates.length }}
              page={page}
              onPageChange={setPage}
              pagesLabel={t('pagination')}
              minWidth={TABLE_MIN_WIDTH}
              verticalSpacing="sm"
              aria-label={t('pages.certificates')}
              aria-busy={certificates.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.achievement')}</Table.Th>
                  <Table.Th>{t('columns.account')}</Table.Th>
                  <Table.Th>{t('columns.issued')}</Table.Th>
                  <Table.Th>{t('columns.code')}</Table.Th>
                  <Table.Th>{t('columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.certificates.map((certificate) => (
                  <Table.Tr key={certificate.id} data-testid="certificate-row">
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {t(`kind.${certificate.kind}`)}
                      </Text>
                      {certificate.amountMinor === null ? null : (
                        <Text size="xs" c="dimmed">
                          {t('amount', {
                            amount: format.moneyWithCents(certificate.amountMinor, certificate.currency),
                          })}
                        </Text>
                      )}
                      {certificate.revokedAt === null ? null : (
                        <Badge color="red" variant="light" size="sm">
                          {t('revoked')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{certificate.login}</Text>
                      <Text size="xs" c="dimmed">
                        {t('size', {
                          size: format.moneyCentsIfAny(certificate.accountSizeMinor, certificate.currency),
                        })}
                      </Text>
                    </Table.Td>
                    <Table.Td>{format.date(certificate.issuedAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {formatCertificateCode(certificate.code)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {/* A revoked certificate's PDF is refused (410): nothing to preview or download. */}
                      {certificate.revokedAt === null ? (
                        <CertificatePdfActions
                          certificateId={certificate.id}
                          kind={certificate.kind}
                          code={certificate.code}
                        />
                      ) : (
                        <Text size="xs" c="dimmed" maw={220}>
                          {t('revokedOn', { date: format.date(certificate.revokedAt) })}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </PaginatedTable>
          ) : null}
        </Stack>
      </Paper>
    </PageFrame>
  );
}
