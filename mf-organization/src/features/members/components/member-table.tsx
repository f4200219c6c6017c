import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notify } from '@propdesk/shared/notify';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { ConfirmDialog } from '@propdesk/shared/ui';
import { PaginatedTable } from '@propdesk/shared/ui-data';
import type { TStaffMember } from '@propdesk/shared/contracts';
import { STAFF_MEMBER_ROLES, type TStaffMemberRole } from '@propdesk/shared/domain';
import type { TMemberStatus } from '@propdesk/shared/domain';
import { memberTexts } from '../i18n/index.ts';
import {
  NO_MEMBER_FILTERS,
  useMemberChange,
  useMemberPage,
  type TMemberChange,
  type TMemberFilters,
  type TMemberPermissions,
} from '../queries/member-queries.ts';
import { memberErrorText } from './member-error-text.ts';

export const MEMBERS_PAGE_SIZE = 20;

const STATUS_COLORS: Record<TMemberStatus, string> = { active: 'teal', invited: 'blue', suspended: 'gray' };
/** The statuses a filter offers: people waiting to join are on the invitations tab, not members yet. */
const LISTED_STATUSES = ['active', 'suspended'] as const satisfies readonly TMemberStatus[];

export type TMemberTableProps = {
  organizationId: string;
  permissions: TMemberPermissions;
  /** Lists only this role, without a role filter or role change (the support agents page). */
  onlyRole?: TStaffMemberRole;
  /** The support agents page's column of open tickets. */
  hasOpenWork?: boolean;
};

/**
 * The people who run the organization, a page at a time from the server: searched, filtered, and, for
 * readers holding members.manage, their role changed and their access turned off or on after a
 * confirmation. What the reader may not do is hidden; the api refuses it all the same.
 */
export function MemberTable({
  organizationId,
  permissions,
  onlyRole,
  hasOpenWork = false,
}: TMemberTableProps) {
  const { t, i18n } = useLazyTranslation(memberTexts);
  const [filters, setFilters] = useState<TMemberFilters>({ ...NO_MEMBER_FILTERS, role: onlyRole ?? null });
  const [search] = useDebouncedValue(filters.search, 300);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<TMemberChange | null>(null);
  const members = useMemberPage(organizationId, { ...filters, search }, page, MEMBERS_PAGE_SIZE);
  const change = useMemberChange(organizationId);
  const data = members.data;
  const filter = (next: Partial<TMemberFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const date = (instant: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(instant));
  const roleName = (role: TStaffMemberRole) => t(`roles.${role}`);
  const mayTouch = (member: TStaffMember) =>
    permissions.canManage && (member.role !== 'owner' || permissions.canManageOwners);
  // Owners alone may give the owner role; an owner's own row shows it whoever reads it.
  const roleOptions = (member: TStaffMember) =>
    STAFF_MEMBER_ROLES.filter(
      (role) => role !== 'owner' || permissions.canManageOwners || member.role === 'owner',
    ).map((role) => ({ value: role, label: roleName(role) }));

  const confirm = () => {
    if (pending === null) return;
    change.mutate(pending, {
      onSuccess: () => {
        const done = { role: 'done.role', deactivate: 'done.deactivated', reactivate: 'done.reactivated' };
        void notify({ color: 'green', message: t(done[pending.kind]) });
        setPending(null);
      },
    });
  };
  const ask = (next: TMemberChange) => {
    change.reset();
    setPending(next);
  };
  const dialog = (() => {
    if (pending === null) return { title: null, message: '' };
    const name = pending.member.name;
    if (pending.kind === 'role') {
      return {
        title: t('confirm.roleTitle', { name }),
        message: t('confirm.roleMessage', { name, role: roleName(pending.role) }),
      };
    }
    return {
      title: t(`confirm.${pending.kind}Title`, { name }),
      message: t(`confirm.${pending.kind}Message`, { name, role: roleName(pending.member.role) }),
    };
  })();

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: onlyRole === undefined ? 3 : 2 }} spacing="sm">
        <TextInput
          type="search"
          label={onlyRole === 'agent' ? t('agents.search') : t('filters.search')}
          value={filters.search}
          onChange={(event) => filter({ search: event.currentTarget.value })}
        />
        {onlyRole === undefined ? (
          <Select
            label={t('filters.role')}
            placeholder={t('filters.anyRole')}
            value={filters.role}
            onChange={(value) => filter({ role: STAFF_MEMBER_ROLES.find((role) => role === value) ?? null })}
            data={STAFF_MEMBER_ROLES.map((role) => ({ value: role, label: roleName(role) }))}
            clearable
          />
        ) : null}
        <Select
          label={t('filters.status')}
          placeholder={t('filters.anyStatus')}
          value={filters.status}
          onChange={(value) => filter({ status: LISTED_STATUSES.find((status) => status === value) ?? null })}
          data={LISTED_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          clearable
        />
      </SimpleGrid>
      {members.isPending ? <Text size="sm">{t('loading')}</Text> : null}
      {members.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void members.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {data !== undefined && data.members.length === 0 ? (
        <Text c="dimmed">
          {onlyRole === 'agent' && filters.search === '' ? t('agents.empty') : t('empty')}
        </Text>
      ) : null}
      {data !== undefined && data.members.length > 0 ? (
        <PaginatedTable
          shown={{ ...data, rowCount: data.members.length }}
          page={page}
          onPageChange={setPage}
          pagesLabel={t('pages')}
          minWidth={hasOpenWork ? 860 : 780}
          verticalSpacing="xs"
          aria-label={onlyRole === 'agent' ? t('agents.title') : t('tabs.members')}
          aria-busy={members.isFetching}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.member')}</Table.Th>
              <Table.Th>{t('columns.role')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>{t('columns.secondFactor')}</Table.Th>
              <Table.Th>{t('columns.joinedAt')}</Table.Th>
              <Table.Th>{t('columns.lastSignInAt')}</Table.Th>
              {hasOpenWork ? <Table.Th ta="right">{t('columns.openWork')}</Table.Th> : null}
              <Table.Th>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.members.map((member) => (
              <Table.Tr key={member.id} data-testid="member-row">
                <Table.Td>
                  <Text size="sm">{member.name}</Text>
                  <Text size="xs" c="dimmed">
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {onlyRole === undefined && permissions.canManage ? (
                    <Select
                      size="xs"
                      aria-label={t('roleOf', { name: member.name })}
                      value={member.role}
                      data={roleOptions(member)}
                      disabled={!mayTouch(member)}
                      allowDeselect={false}
                      onChange={(value) => {
                        const role = STAFF_MEMBER_ROLES.find((each) => each === value);
                        if (role !== undefined && role !== member.role) ask({ kind: 'role', member, role });
                      }}
                    />
                  ) : (
                    <Badge variant="light">{roleName(member.role)}</Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[member.status]} variant="light">
                    {t(`statuses.${member.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Badge color={member.hasSecondFactor ? 'teal' : 'orange'} variant="outline">
                    {member.hasSecondFactor ? t('secondFactor.on') : t('secondFactor.off')}
                  </Badge>
                </Table.Td>
                <Table.Td>{date(member.joinedAt)}</Table.Td>
                <Table.Td>{member.lastSignInAt === null ? t('never') : date(member.lastSignInAt)}</Table.Td>
                {/* Tickets do not exist yet, so no agent has open work: a real count replaces this 0
                    once support tickets are built, and no other figure is made up meanwhile. */}
                {hasOpenWork ? (
                  <Table.Td ta="right">{new Intl.NumberFormat(i18n.language).format(0)}</Table.Td>
                ) : null}
                <Table.Td>
                  {mayTouch(member) ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color={member.status === 'suspended' ? 'teal' : 'red'}
                      aria-label={t(
                        member.status === 'suspended' ? 'actions.reactivateNamed' : 'actions.deactivateNamed',
                        { name: member.name },
                      )}
                      onClick={() =>
                        ask({ kind: member.status === 'suspended' ? 'reactivate' : 'deactivate', member })
                      }
                    >
                      {member.status === 'suspended' ? t('actions.reactivate') : t('actions.deactivate')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </PaginatedTable>
      ) : null}
      <ConfirmDialog
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        title={dialog.title}
        message={dialog.message}
        error={change.isError ? memberErrorText(change.error, t) : null}
        isPending={change.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
