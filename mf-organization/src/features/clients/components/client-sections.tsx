import type { ReactNode } from 'react';
import { Anchor, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TClientDetail, TClientTimelineEntry } from '@propdesk/shared/contracts';
import { formatMoneyCentsIfAny, formatMoneyWithCents, useLazyTranslation } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { AccountStatusBadge } from '@propdesk/shared/trading-ui';
import { FactList } from '@propdesk/shared/ui';
import { clientTexts } from '../i18n/index.ts';
import { KYC_COLORS, useClientFormat } from './client-format.ts';

/** One titled part of the details, named for screen readers by its title. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** "The newest 50 of 120" under a list the details cut short. */
export function Shown({ shown, total }: { shown: number; total: number }) {
  const { t } = useLazyTranslation(clientTexts);
  return shown < total ? (
    <Text size="xs" c="dimmed">
      {t('detail.shown', { shown, total })}
    </Text>
  ) : null;
}

/** A small table that scrolls sideways on a phone instead of squeezing its columns. */
export function SmallTable({
  label,
  head,
  children,
}: {
  label: string;
  head: readonly string[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function AccountsSection({
  detail,
  accountPath,
}: {
  detail: TClientDetail;
  accountPath?: (accountId: string) => string;
}) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const title = t('detail.accounts');
  return (
    <Section id="client-accounts" title={title}>
      {detail.accounts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noAccounts')}
        </Text>
      ) : (
        <SmallTable
          label={title}
          head={[
            t('accountColumns.login'),
            t('accountColumns.program'),
            t('accountColumns.phase'),
            t('accountColumns.status'),
            t('accountColumns.balance'),
          ]}
        >
          {detail.accounts.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Td>
                {accountPath === undefined ? (
                  account.login
                ) : (
                  <Anchor
                    component={Link}
                    to={accountPath(account.id)}
                    size="sm"
                    aria-label={t('detail.openAccount', { login: account.login })}
                  >
                    {account.login}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>
                {t(`programs.${account.program}`)}{' '}
                {formatMoneyCentsIfAny(account.accountSizeMinor, account.currency, i18n.language)}
              </Table.Td>
              <Table.Td>{t(`phases.${account.phaseKind}`)}</Table.Td>
              <Table.Td>
                <AccountStatusBadge status={account.status} />
              </Table.Td>
              <Table.Td>
                {formatMoneyWithCents(account.balanceMinor, account.currency, i18n.language)}
              </Table.Td>
            </Table.Tr>
          ))}
        </SmallTable>
      )}
      <Shown shown={detail.accounts.length} total={detail.totals.accounts} />
    </Section>
  );
}

export function PayoutsSection({ detail }: { detail: TClientDetail }) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const format = useClientFormat(i18n.language);
  const title = t('detail.payouts');
  return (
    <Section id="client-payouts" title={title}>
      {detail.payouts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noPayouts')}
        </Text>
      ) : (
        <SmallTable
          label={title}
          head={[
            t('payoutColumns.date'),
            t('payoutColumns.account'),
            t('payoutColumns.amount'),
            t('payoutColumns.status'),
          ]}
        >
          {detail.payouts.map((payout) => (
            <Table.Tr key={payout.id}>
              <Table.Td>{format.instant(payout.requestedAt)}</Table.Td>
              <Table.Td>{payout.login}</Table.Td>
              <Table.Td>{formatMoneyWithCents(payout.amountMinor, payout.currency, i18n.language)}</Table.Td>
              <Table.Td>{t(`payoutStatuses.${payout.status}`)}</Table.Td>
            </Table.Tr>
          ))}
        </SmallTable>
      )}
      <Shown shown={detail.payouts.length} total={detail.totals.payouts} />
    </Section>
  );
}

export function KycSection({ detail }: { detail: TClientDetail }) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const format = useClientFormat(i18n.language);
  const { kyc } = detail;
  return (
    <Section id="client-kyc" title={t('detail.kyc')}>
      <Badge variant="light" color={KYC_COLORS[kyc.status]} w="fit-content">
        {t(`kyc.${kyc.status}`)}
      </Badge>
      <FactList
        cols={{ base: 1, xs: 2 }}
        valueSize="sm"
        facts={[
          {
            label: t('detail.kycSubmitted'),
            value: kyc.submittedAt === null ? t('detail.none') : format.instant(kyc.submittedAt),
          },
          {
            label: t('detail.kycReviewed'),
            value: kyc.reviewedAt === null ? t('detail.none') : format.instant(kyc.reviewedAt),
          },
          ...(kyc.rejectionReason === null
            ? []
            : [{ label: t('detail.kycReason'), value: kyc.rejectionReason }]),
        ]}
      />
    </Section>
  );
}

/** One timeline entry in words: its kind and event translated, an event this page does not know as written. */
function useTimelineText() {
  const { t, i18n } = useLazyTranslation(clientTexts);
  return (entry: TClientTimelineEntry): string => {
    const known = (key: string) => i18n.exists(key, { ns: 'clients' });
    const amount =
      entry.amountMinor === null || entry.currency === null
        ? ''
        : formatMoneyWithCents(entry.amountMinor, entry.currency, i18n.language);
    const values = { event: entry.event, login: entry.subject ?? '', amount };
    switch (entry.kind) {
      case 'sign_in':
        return entry.subject === null
          ? t('timeline.sign_in')
          : t('timeline.signInFrom', { address: entry.subject });
      case 'order':
        return t('timeline.order', {
          status: known(`orderStatuses.${entry.event}`) ? t(`orderStatuses.${entry.event}`) : entry.event,
          plan: known(`programs.${entry.subject ?? ''}`)
            ? t(`programs.${entry.subject ?? ''}`)
            : (entry.subject ?? ''),
        });
      case 'account':
        return t(
          known(`timeline.account.${entry.event}`)
            ? `timeline.account.${entry.event}`
            : 'timeline.account.other',
          values,
        );
      case 'payout':
        return t(
          known(`timeline.payout.${entry.event}`)
            ? `timeline.payout.${entry.event}`
            : 'timeline.payout.other',
          values,
        );
      case 'kyc':
        return t(
          known(`timeline.kyc.${entry.event}`) ? `timeline.kyc.${entry.event}` : 'timeline.kyc.other',
          values,
        );
      case 'staff_action': {
        const text = t(
          known(`timeline.staff.${entry.event}`) ? `timeline.staff.${entry.event}` : 'timeline.staff.other',
          values,
        );
        return entry.actorName === null ? text : `${text} ${t('timeline.by', { name: entry.actorName })}`;
      }
    }
  };
}

export function TimelineSection({ detail }: { detail: TClientDetail }) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const format = useClientFormat(i18n.language);
  const textOf = useTimelineText();
  return (
    <Section id="client-timeline" title={t('detail.timeline')}>
      {detail.timeline.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noTimeline')}
        </Text>
      ) : (
        <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {detail.timeline.map((entry) => (
            <Stack key={entry.id} component="li" gap={0} data-testid="timeline-entry">
              <Text size="sm">{textOf(entry)}</Text>
              <Text size="xs" c="dimmed">
                <time dateTime={entry.at}>{format.instant(entry.at)}</time>
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}
