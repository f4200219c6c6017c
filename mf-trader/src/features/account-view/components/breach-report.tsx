import { useState } from 'react';
import type { TBreach } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FactList } from '@propdesk/shared/ui';
import { accountViewTexts } from '../i18n/index.ts';
import { formatPositionId, useFormatters } from '@propdesk/shared/format';
import { useRuleSentence, tradingTexts } from '@propdesk/shared/trading-ui';
import { useAccountViewSource } from '../source.tsx';
import { DisputeForm } from './dispute-form.tsx';

/** An open dispute waits; an upheld breach stands (red); an overturned one is void (green). */
const DISPUTE_COLORS = { open: 'yellow', upheld: 'red', overturned: 'green' } as const;

/** One timeline entry of the report: when, what happened and its figures. */
function TimelineEntry({ event, currency }: { event: Record<string, unknown>; currency: string }) {
  const { t } = useLazyTranslation(accountViewTexts, tradingTexts);
  const format = useFormatters();
  const type = typeof event.type === 'string' ? event.type : 'unknown';
  const figures: string[] = [];
  if (typeof event.positionId === 'string')
    figures.push(t('breach.position', { id: formatPositionId(event.positionId) }));
  if (typeof event.profitMinor === 'number') figures.push(format.signedMoney(event.profitMinor, currency));
  if (typeof event.equityMinor === 'number')
    figures.push(t('breach.equityAt', { equity: format.moneyWithCents(event.equityMinor, currency) }));
  if (event.isEstimate === true) figures.push(t('breach.estimate'));
  return (
    <li>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {typeof event.at === 'number' ? format.dateTime(event.at) : ''}
        </Text>
        <Text size="sm">
          {t(`breach.events.${type}`, { defaultValue: type })}
          {figures.length > 0 ? ` · ${figures.join(' · ')}` : ''}
        </Text>
      </Group>
    </li>
  );
}

/**
 * A breach with its report (rule, floor, compared value, formula, timeline) and its dispute. The trader may
 * dispute a breach once; staff read the dispute and decide it (the source's `disputeActions`).
 */
export function BreachReport({
  accountId,
  breach,
  currency,
}: {
  accountId: string;
  breach: TBreach;
  currency: string;
}) {
  const { t } = useLazyTranslation(accountViewTexts, tradingTexts);
  const format = useFormatters();
  const sentence = useRuleSentence(currency);
  const source = useAccountViewSource();
  const context = { context: source.reader };
  const [isDisputing, setIsDisputing] = useState(false);
  const { report, dispute } = breach;
  const money = (amountMinor: number) => format.moneyWithCents(amountMinor, currency);
  const facts = [
    { label: t('breach.rule'), value: t(`rule.${report.rule}`) },
    { label: t('breach.severity'), value: t(`breach.severities.${report.severity}`) },
    { label: t('breach.at'), value: format.dateTime(report.at) },
    { label: t('breach.floor'), value: money(report.floorMinor) },
    {
      label: t('breach.compared'),
      value: t(`breach.comparedValue.${report.comparedValue}`, { amount: money(report.comparedMinor) }),
    },
    { label: t('breach.tolerance'), value: money(report.toleranceMinor) },
  ];
  let disputePart = null;
  if (dispute !== null) {
    disputePart = (
      <Alert
        color={DISPUTE_COLORS[dispute.status]}
        title={t(`dispute.status.${dispute.status}`, context)}
        data-testid="dispute"
      >
        <Stack gap={4}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {dispute.message}
          </Text>
          {dispute.resolution ? (
            <Text size="sm" fw={600}>
              {t('dispute.resolution', { resolution: dispute.resolution })}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('dispute.sentAt', { time: format.dateTime(dispute.createdAt), ...context })}
          </Text>
          {dispute.status === 'open' && source.disputeActions !== undefined
            ? source.disputeActions({ accountId, breach })
            : null}
        </Stack>
      </Alert>
    );
  } else if (source.reader === 'trader') {
    disputePart = isDisputing ? (
      <DisputeForm accountId={accountId} breachId={breach.id} onCancel={() => setIsDisputing(false)} />
    ) : (
      <Group>
        <Button variant="light" color="orange" onClick={() => setIsDisputing(true)}>
          {t('dispute.open')}
        </Button>
      </Group>
    );
  }
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="article"
      data-testid="breach-report"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={3} size="h5">
            {t('breach.title', { rule: t(`rule.${report.rule}`) })}
          </Title>
          <Badge color={report.severity === 'hard' ? 'red' : 'yellow'}>
            {t(`breach.severities.${report.severity}`)}
          </Badge>
        </Group>
        <FactList facts={facts} cols={{ base: 1, xs: 2, md: 3 }} valueSize="sm" />
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {t('breach.formula')}
          </Text>
          <Text size="sm" data-testid="breach-formula">
            {sentence(report.formula)}
          </Text>
        </Stack>
        {report.timeline.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              {t('breach.timeline')}
            </Text>
            <Stack component="ol" gap={4} m={0} pl="md">
              {report.timeline.map((event, index) => (
                <TimelineEntry
                  key={typeof event.id === 'string' ? event.id : index}
                  event={event}
                  currency={currency}
                />
              ))}
            </Stack>
          </Stack>
        ) : null}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('breach.inputHash', { hash: breach.inputHash })}
        </Text>
        {disputePart}
      </Stack>
    </Paper>
  );
}
