import { lazy, Suspense } from 'react';
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TSecurityDashboard } from '@propdesk/shared/contracts';
import { SECURITY_SIGN_IN_DAYS } from '@propdesk/shared/domain/security.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { securityDashboardTexts } from '../i18n/index.ts';

const SignInChart = lazy(() => import('./sign-in-chart.tsx'));

/** A key unused this long is worth a look: bridges deliver every few seconds while markets are open. */
const STALE_KEY_DAYS = 7;
const DAY_MS = 86_400_000;

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The three cards at the top: second-factor coverage, failed sign-ins with their chart, the ingestion key. */
export function SummaryCards({
  dashboard,
  formatDate,
}: {
  dashboard: TSecurityDashboard;
  formatDate: (iso: string) => string;
}) {
  const { t, i18n } = useLazyTranslation(securityDashboardTexts);
  const { staff, signIns, ingestionKey } = dashboard;
  const covered = staff.filter((member) => member.hasSecondFactor).length;
  const missing = staff.filter((member) => !member.hasSecondFactor);
  const lastUsed = ingestionKey.lastUsedAt ?? ingestionKey.rotatedAt ?? ingestionKey.createdAt;
  const isStale =
    ingestionKey.exists &&
    lastUsed !== null &&
    Date.parse(dashboard.generatedAt) - Date.parse(lastUsed) > STALE_KEY_DAYS * DAY_MS;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Card title={t('coverage.title')}>
        {staff.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('coverage.none')}
          </Text>
        ) : (
          <>
            <Text size="sm">{t('coverage.summary', { covered, total: staff.length })}</Text>
            <Progress
              value={(covered / staff.length) * 100}
              color={missing.length === 0 ? 'teal' : 'orange'}
              aria-label={t('coverage.summary', { covered, total: staff.length })}
            />
            {missing.length === 0 ? (
              <Text size="sm" c="teal">
                {t('coverage.allCovered')}
              </Text>
            ) : (
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  {t('coverage.missing')}
                </Text>
                <Group gap={6}>
                  {missing.map((member) => (
                    <Badge key={member.userId} color="orange" variant="light">
                      {member.name}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            )}
          </>
        )}
      </Card>
      <Card title={t('signIns.title')}>
        <Text size="xs" c="dimmed">
          {t('signIns.period', { days: SECURITY_SIGN_IN_DAYS })}
        </Text>
        <Text size="sm" data-testid="sign-in-summary">
          {signIns.failures === 0 && signIns.lockouts === 0
            ? t('signIns.quiet', { days: SECURITY_SIGN_IN_DAYS })
            : t('signIns.summary', {
                failures: signIns.failures,
                lockouts: signIns.lockouts,
                days: SECURITY_SIGN_IN_DAYS,
              })}
        </Text>
        <Suspense fallback={null}>
          <SignInChart
            days={signIns.days}
            language={i18n.language}
            labels={{ failures: t('signIns.failures'), lockouts: t('signIns.lockouts') }}
          />
        </Suspense>
      </Card>
      <Card title={t('key.title')}>
        {ingestionKey.exists ? (
          <Stack gap={4}>
            {(
              [
                ['created', ingestionKey.createdAt],
                ['rotated', ingestionKey.rotatedAt],
                ['lastUsed', ingestionKey.lastUsedAt],
              ] as const
            ).map(([label, at]) => (
              <Group key={label} justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {t(`key.${label}`)}
                </Text>
                <Text size="sm">{at === null ? t('key.never') : formatDate(at)}</Text>
              </Group>
            ))}
            {isStale ? (
              <Text size="sm" c="orange">
                {t('key.stale', { days: STALE_KEY_DAYS })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('key.none')}
          </Text>
        )}
      </Card>
    </SimpleGrid>
  );
}
