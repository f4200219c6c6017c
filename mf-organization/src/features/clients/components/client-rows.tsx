import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { TClientRow } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { clientTexts } from '../i18n/index.ts';
import { KYC_COLORS, useClientFormat } from './client-format.ts';

/**
 * How a row opens its client: a link to their page (organization area), which remembers the list's
 * filters for the way back, or the drawer of the list.
 */
export type TClientOpener =
  | {
      kind: 'link';
      pathOf: (userId: string) => string;
      listSearch: string;
      /** Called as a client is opened: the list drops its own pending work (a search still to send). */
      onFollow: () => void;
    }
  | { kind: 'drawer'; open: (userId: string) => void };

/** What the list leaves in the history entry of a client's page: its own filters, to go back to. */
export type TClientLinkState = { listSearch: string };

/** The client's name as the way into their details, a real link or button so the keyboard reaches it. */
function ClientName({ client, opener }: { client: TClientRow; opener: TClientOpener }) {
  const { t } = useLazyTranslation(clientTexts);
  const label = t('row.open', { name: client.name });
  return opener.kind === 'link' ? (
    <Anchor
      component={Link}
      to={opener.pathOf(client.userId)}
      state={{ listSearch: opener.listSearch } satisfies TClientLinkState}
      onClick={opener.onFollow}
      fw={600}
      size="sm"
      aria-label={label}
    >
      {client.name}
    </Anchor>
  ) : (
    <UnstyledButton onClick={() => opener.open(client.userId)} aria-label={label}>
      <Text fw={600} size="sm" c="blue">
        {client.name}
      </Text>
    </UnstyledButton>
  );
}

function StateBadges({ client }: { client: TClientRow }): ReactNode {
  const { t } = useLazyTranslation(clientTexts);
  return (
    <Group gap={4}>
      <Badge variant="light" color={KYC_COLORS[client.kycStatus]}>
        {t(`kyc.${client.kycStatus}`)}
      </Badge>
      {client.isBlocked ? (
        <Badge variant="filled" color="red">
          {t('row.blocked')}
        </Badge>
      ) : null}
      {client.isEmailVerified ? null : (
        <Badge variant="outline" color="orange">
          {t('row.unverified')}
        </Badge>
      )}
    </Group>
  );
}

/** A page of clients as a table (wider screens). */
export function ClientTable({ clients, opener }: { clients: readonly TClientRow[]; opener: TClientOpener }) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const format = useClientFormat(i18n.language);
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('columns.client')}</Table.Th>
          <Table.Th>{t('columns.country')}</Table.Th>
          <Table.Th>{t('columns.joined')}</Table.Th>
          <Table.Th>{t('columns.kyc')}</Table.Th>
          <Table.Th ta="right">{t('columns.accounts')}</Table.Th>
          <Table.Th>{t('columns.funded')}</Table.Th>
          <Table.Th>{t('columns.signIn')}</Table.Th>
          <Table.Th>{t('columns.lastSignIn')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {clients.map((client) => (
          <Table.Tr key={client.userId} data-testid="client-row">
            <Table.Td>
              <ClientName client={client} opener={opener} />
              <Text size="xs" c="dimmed">
                {client.email}
              </Text>
            </Table.Td>
            <Table.Td>{format.country(client.country) ?? t('detail.none')}</Table.Td>
            <Table.Td>{format.day(client.joinedAt)}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                <Badge variant="light" color={KYC_COLORS[client.kycStatus]}>
                  {t(`kyc.${client.kycStatus}`)}
                </Badge>
                {client.isEmailVerified ? null : (
                  <Badge variant="outline" color="orange">
                    {t('row.unverified')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td ta="right">{client.accountsCount}</Table.Td>
            <Table.Td>{client.isFunded ? t('row.funded') : t('row.notFunded')}</Table.Td>
            <Table.Td>
              {client.isBlocked ? (
                <Badge variant="filled" color="red">
                  {t('row.blocked')}
                </Badge>
              ) : (
                <Text size="sm">{t('row.allowed')}</Text>
              )}
            </Table.Td>
            <Table.Td>
              {client.lastSignInAt === null ? t('row.never') : format.instant(client.lastSignInAt)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

/** A page of clients as cards (phones): the same facts, stacked, without sideways scrolling. */
export function ClientCards({ clients, opener }: { clients: readonly TClientRow[]; opener: TClientOpener }) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const format = useClientFormat(i18n.language);
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('tableLabel')}>
      {clients.map((client) => (
        <Paper key={client.userId} component="li" withBorder radius="md" p="sm" data-testid="client-card">
          <Stack gap={4}>
            <ClientName client={client} opener={opener} />
            <Text size="xs" c="dimmed">
              {client.email}
            </Text>
            <StateBadges client={client} />
            <Text size="xs">
              {[
                format.country(client.country),
                `${t('columns.joined')}: ${format.day(client.joinedAt)}`,
                t('row.accounts', { count: client.accountsCount }),
                client.isFunded ? t('row.funded') : null,
              ]
                .filter((part) => part !== null)
                .join(' · ')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('columns.lastSignIn')}:{' '}
              {client.lastSignInAt === null ? t('row.never') : format.instant(client.lastSignInAt)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
