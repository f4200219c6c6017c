import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { tradingTexts } from '@propdesk/shared/trading-ui';
import { useFormatters } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link, useSearchParams } from '@propdesk/shared/router';
import { DISPUTE_STATUSES, type TDisputeStatus } from '@propdesk/shared/domain';
import type { TStaffDispute } from '@propdesk/shared/contracts';
import { staffAccountsTexts } from '../i18n/index.ts';
import { useStaffDisputePage } from '../queries/staff-account-queries.ts';
import { DisputeDecision } from './dispute-decision.tsx';

const STATUS_COLORS: Record<TDisputeStatus, string> = { open: 'yellow', upheld: 'red', overturned: 'green' };

/** The address's `disputeStatus`: a dispute status, `all`, or (absent) the open ones. */
function statusFilterOf(value: string | null): TDisputeStatus | null {
  if (value === 'all') return null;
  return (DISPUTE_STATUSES as readonly string[]).includes(value ?? '') ? (value as TDisputeStatus) : 'open';
}

function DisputeItem({
  dispute,
  organizationId,
  accountPath,
  canDecide,
}: {
  dispute: TStaffDispute;
  organizationId: string;
  accountPath: (accountId: string) => string;
  canDecide: boolean;
}) {
  const { t } = useLazyTranslation(staffAccountsTexts, tradingTexts);
  const format = useFormatters();
  const { account, breach, trader } = dispute;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      data-testid="staff-dispute"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2}>
            <Anchor component={Link} to={accountPath(account.id)} fw={700}>
              {t('disputes.viewAccount', { login: account.login })}
            </Anchor>
            <Text size="sm">
              {trader.name} · {trader.email}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[dispute.status]} variant="light">
            {t(`disputes.statuses.${dispute.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('disputes.breach', {
            rule: t(`rule.${breach.rule}`),
            severity: t(`disputes.severities.${breach.severity}`),
            time: format.dateTime(breach.at),
          })}{' '}
          · {t(`program.${account.program}`)} · {t(`phase.${account.phaseKind}`)} ·{' '}
          {t(`status.${account.status}`)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {dispute.message}
        </Text>
        <Text size="xs" c="dimmed">
          {t('disputes.filed', { time: format.dateTime(dispute.createdAt) })}
        </Text>
        {dispute.resolution ? (
          <Text size="sm" fw={600}>
            {t('disputes.resolution', { resolution: dispute.resolution })}
          </Text>
        ) : null}
        {dispute.resolvedAt !== null ? (
          <Text size="xs" c="dimmed">
            {t('disputes.decidedBy', {
              name: dispute.resolvedByName ?? '—',
              time: format.dateTime(dispute.resolvedAt),
            })}
          </Text>
        ) : null}
        {dispute.status === 'open' && canDecide ? (
          <DisputeDecision organizationId={organizationId} disputeId={dispute.id} login={account.login} />
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The organization's breach disputes, the open ones first of all (the address's `disputeStatus` chooses
 * others), each with its breach, account and trader, and the decision while it is open.
 */
export function StaffDisputeList({
  organizationId,
  accountPath,
  canDecide,
}: {
  organizationId: string;
  accountPath: (accountId: string) => string;
  canDecide: boolean;
}) {
  const { t } = useLazyTranslation(staffAccountsTexts, tradingTexts);
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFilterOf(searchParams.get('disputeStatus'));
  const page = Math.max(1, Number(searchParams.get('disputePage')) || 1);
  const disputes = useStaffDisputePage(organizationId, status, page);
  const data = disputes.data;
  const setParams = (next: { disputeStatus?: string; disputePage?: number }) =>
    setSearchParams((current) => {
      const kept = new URLSearchParams(current);
      if (next.disputeStatus !== undefined) {
        if (next.disputeStatus === 'open') kept.delete('disputeStatus');
        else kept.set('disputeStatus', next.disputeStatus);
        kept.delete('disputePage');
      }
      if (next.disputePage !== undefined) {
        if (next.disputePage === 1) kept.delete('disputePage');
        else kept.set('disputePage', String(next.disputePage));
      }
      return kept;
    });

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('disputes.lead')}
      </Text>
      <SegmentedControl
        aria-label={t('disputes.status')}
        value={status ?? 'all'}
        onChange={(value) => setParams({ disputeStatus: value })}
        data={[
          ...DISPUTE_STATUSES.map((value) => ({ value, label: t(`disputes.statuses.${value}`) })),
          { value: 'all', label: t('disputes.any') },
        ]}
        fullWidth
      />
      {disputes.isPending ? <Text size="sm">{t('loading')}</Text> : null}
      {disputes.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('disputes.loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void disputes.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {data !== undefined && data.disputes.length === 0 ? (
        <Text c="dimmed">{status === 'open' ? t('disputes.emptyOpen') : t('disputes.empty')}</Text>
      ) : null}
      {data !== undefined && data.disputes.length > 0 ? (
        <Stack gap="sm" aria-busy={disputes.isFetching}>
          {data.disputes.map((dispute) => (
            <DisputeItem
              key={dispute.id}
              dispute={dispute}
              organizationId={organizationId}
              accountPath={accountPath}
              canDecide={canDecide}
            />
          ))}
          <Pagination
            total={Math.max(1, Math.ceil(data.total / data.pageSize))}
            value={page}
            onChange={(next) => setParams({ disputePage: next })}
            hideWithOnePage
            size="sm"
            aria-label={t('disputes.pages')}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
