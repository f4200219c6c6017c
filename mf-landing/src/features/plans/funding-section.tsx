import { useState, type CSSProperties } from 'react';
import { Link } from '@propdesk/shared/router';
import type { TProgram, TPublicProgram } from '@propdesk/shared/contracts';
import { useTranslation, formatMoneyCentsIfAny } from '@propdesk/shared/i18n';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  FactList,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@propdesk/shared/ui';
import { useSiteHref } from '../../lib/site-links.tsx';
import { PLANS_NAMESPACE } from './i18n/index.ts';
import { ProgramTabs } from './program-tabs.tsx';
import {
  formatPercent,
  progressionOf,
  rulesTableOf,
  summaryOf,
  type TRuleCell,
} from './plan-presentation.ts';

const TABLE_STYLE: CSSProperties = {
  borderCollapse: 'collapse',
  border: '1px solid var(--mantine-color-default-border)',
};
const CELL_STYLE: CSSProperties = {
  padding: '10px 12px',
  borderTop: '1px solid var(--mantine-color-default-border)',
  textAlign: 'left',
};
const HEADER_CELL_STYLE: CSSProperties = {
  ...CELL_STYLE,
  fontWeight: 700,
  background: 'var(--mantine-color-default-hover)',
};
const ROW_HEADER_STYLE: CSSProperties = { ...CELL_STYLE, fontWeight: 600 };

type FundingSectionProps = {
  programs: readonly TPublicProgram[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
};

function useCellText() {
  const { t, i18n } = useTranslation(PLANS_NAMESPACE);
  return (cell: TRuleCell): string => {
    switch (cell.kind) {
      case 'percent':
        return formatPercent(cell.value, i18n.language);
      case 'days':
        return t('funding.cell.days', { count: cell.value });
      case 'none':
        return t('funding.cell.none');
      case 'unlimited':
        return t('funding.cell.unlimited');
    }
  };
}

function ProgramPanel({ program }: { program: TPublicProgram }) {
  const { t, i18n } = useTranslation(PLANS_NAMESPACE);
  const href = useSiteHref();
  const cellText = useCellText();
  const language = i18n.language;
  const table = rulesTableOf(program);
  const summary = summaryOf(program);
  const facts = [
    {
      label: t('funding.summary.profitSplit'),
      value:
        summary.maxProfitSplitPercent > summary.profitSplitPercent
          ? t('funding.summary.profitSplitRising', {
              start: formatPercent(summary.profitSplitPercent, language),
              max: formatPercent(summary.maxProfitSplitPercent, language),
            })
          : formatPercent(summary.profitSplitPercent, language),
    },
    {
      label: t('funding.summary.payoutCycle'),
      value: t('funding.summary.payoutCycleValue', { count: summary.payoutCycleDays }),
    },
    {
      label: t('funding.summary.minimumPayout'),
      value: formatMoneyCentsIfAny(summary.minimumPayoutMinor, program.plans[0]?.currency ?? 'USD', language),
    },
    { label: t('funding.summary.refund'), value: t(`funding.refund.${summary.refundPolicy}`) },
    {
      label: t('funding.summary.tradingPeriod'),
      value:
        summary.inactivityExpiryDays === null
          ? t('funding.summary.unlimited')
          : t('funding.summary.expires', { count: summary.inactivityExpiryDays }),
    },
    ...(summary.scaling === null
      ? []
      : [
          {
            label: t('funding.summary.scaling'),
            value: t('funding.summary.scalingValue', {
              increase: formatPercent(summary.scaling.balanceIncreasePercent, language),
              threshold: formatPercent(summary.scaling.profitThresholdPercent, language),
            }),
          },
        ]),
  ];

  return (
    <Stack gap="lg" pt="lg">
      <Group gap="xs" aria-label={t('funding.progression')}>
        {progressionOf(program).map((step, index) => (
          <Group key={step} gap="xs">
            {index > 0 ? (
              <Text c="dimmed" aria-hidden="true">
                →
              </Text>
            ) : null}
            <Badge size="lg" variant={index === 0 ? 'filled' : 'light'}>
              {t(`funding.phase.${step}`)}
            </Badge>
          </Group>
        ))}
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {program.plans.map((plan) => (
          <Card key={plan.id} withBorder radius="md" padding="md" data-testid="plan-card">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('funding.accountSize')}
            </Text>
            <Text fw={800} fz="xl">
              {formatMoneyCentsIfAny(plan.accountSizeMinor, plan.currency, language)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('funding.fee', { fee: formatMoneyCentsIfAny(plan.feeMinor, plan.currency, language) })}
            </Text>
            <Button component={Link} to={href('/auth')} size="xs" mt="sm" variant="light">
              {t('funding.start')}
            </Button>
          </Card>
        ))}
      </SimpleGrid>

      {/* A plain table: Mantine's Table would bring ScrollArea into the landing's first load. */}
      <Box style={{ overflowX: 'auto' }}>
        <Box component="table" data-testid="rules-table" w="100%" miw={420} style={TABLE_STYLE}>
          <thead>
            <tr>
              <th scope="col" style={HEADER_CELL_STYLE}>
                {t('funding.rule')}
              </th>
              {table.phases.map((phase) => (
                <th key={phase} scope="col" style={HEADER_CELL_STYLE}>
                  {t(`funding.phase.${phase}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" style={ROW_HEADER_STYLE}>
                  {t(`funding.row.${row.key}`)}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={table.phases[index]} style={CELL_STYLE}>
                    {cellText(cell)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>

      <FactList facts={facts} cols={{ base: 1, sm: 2, md: 3 }} />
    </Stack>
  );
}

/** The funding packages (anchor `funding`): a tab per program, each with its progression, sizes, fees and rules. */
export function FundingSection({ programs, isLoading, isError, onRetry }: FundingSectionProps) {
  const { t } = useTranslation(PLANS_NAMESPACE);
  const [selected, setSelected] = useState<TProgram | null>(null);
  const current = programs?.find((program) => program.program === selected) ?? programs?.[0];
  let body;
  if (isLoading) {
    body = <Skeleton height={360} radius="md" aria-label={t('funding.loading')} />;
  } else if (isError || programs === undefined) {
    body = (
      <Alert color="red" title={t('funding.error')}>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('funding.retry')}
        </Button>
      </Alert>
    );
  } else if (programs.length === 0) {
    body = <Text c="dimmed">{t('funding.empty')}</Text>;
  } else {
    body = (
      <ProgramTabs
        tabs={programs.map((program) => ({
          value: program.program,
          label: t(`funding.tab.${program.program}`),
        }))}
        value={current?.program ?? programs[0]?.program ?? 'two_step'}
        onChange={setSelected}
        idPrefix="funding"
        label={t('funding.title')}
      >
        {current ? <ProgramPanel program={current} /> : null}
      </ProgramTabs>
    );
  }
  return (
    <Container id="funding" size="lg" py={56} component="section" aria-labelledby="funding-title">
      <Stack gap="xs" mb="lg" ta="center" align="center">
        <Title id="funding-title" order={2}>
          {t('funding.title')}
        </Title>
        <Text c="dimmed" maw={640}>
          {t('funding.lead')}
        </Text>
      </Stack>
      {body}
    </Container>
  );
}
