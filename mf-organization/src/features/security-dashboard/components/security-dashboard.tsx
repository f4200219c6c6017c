import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { TSecurityStaffMember } from '@propdesk/shared/contracts';
import { memberRoleHas } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SectionCard } from '@propdesk/shared/ui';
import { useCurrentOrganizationState } from '@propdesk/shared/session';
import { securityDashboardTexts } from '../i18n/index.ts';
import { useSecurityDashboard } from '../queries.ts';
import { RecentActions } from './recent-actions.tsx';
import { StaffSessions } from './staff-sessions.tsx';
import { SummaryCards } from './summary-cards.tsx';

function StaffTable({ staff }: { staff: readonly TSecurityStaffMember[] }) {
  const { t } = useLazyTranslation(securityDashboardTexts);
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing="xs" aria-label={t('staff.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff.name')}</Table.Th>
            <Table.Th>{t('staff.role')}</Table.Th>
            <Table.Th>{t('staff.secondFactor')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {staff.map((member) => (
            <Table.Tr key={member.userId} data-testid="staff-row">
              <Table.Td>
                <Text size="sm">{member.name}</Text>
                <Text size="xs" c="dimmed">
                  {member.email}
                </Text>
              </Table.Td>
              <Table.Td>{t(`roles.${member.role}`)}</Table.Td>
              <Table.Td>
                <Badge color={member.hasSecondFactor ? 'teal' : 'orange'} variant="light">
                  {member.hasSecondFactor ? t('coverage.withFactor') : t('coverage.withoutFactor')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The security dashboard of the organization being run (the shell's switcher chose it), for owners,
 * admins and platform admins (security.read): second-factor coverage, failed sign-ins, the ingestion key,
 * the staff's sessions (ended with security.manage) and recent sensitive actions. Shared by the
 * organization area and the admin's organization view.
 */
export function SecurityDashboard() {
  const { t, i18n } = useLazyTranslation(securityDashboardTexts);
  const { organization, isPending } = useCurrentOrganizationState();
  const canRead = organization !== null && memberRoleHas(organization.role, 'security.read');
  const dashboard = useSecurityDashboard(canRead ? organization.id : null);
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  if (organization === null) {
    return <Text c="dimmed">{isPending ? t('loading') : t('noOrganization')}</Text>;
  }
  if (!canRead) return <Text c="dimmed">{t('noAccess')}</Text>;
  const data = dashboard.data;
  return (
    <Stack gap="lg">
      {dashboard.isPending ? <Text size="sm">{t('loading')}</Text> : null}
      {dashboard.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void dashboard.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {data === undefined ? null : (
        <>
          <Text size="xs" c="dimmed">
            {t('updated', { time: formatDate(data.generatedAt) })}
          </Text>
          <SummaryCards dashboard={data} formatDate={formatDate} />
          <SectionCard title={t('sessions.title')}>
            <StaffSessions
              organizationId={organization.id}
              sessions={data.sessions}
              canManage={memberRoleHas(organization.role, 'security.manage')}
              formatDate={formatDate}
            />
          </SectionCard>
          <SectionCard title={t('staff.title')}>
            <StaffTable staff={data.staff} />
          </SectionCard>
          <SectionCard title={t('actions.title')}>
            <RecentActions actions={data.recentActions} formatDate={formatDate} />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
