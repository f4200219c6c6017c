import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { notify } from '@propdesk/shared/notify';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { STAFF_MEMBER_ROLES, type TStaffMemberRole } from '@propdesk/shared/domain';
import { memberTexts } from '../i18n/index.ts';
import { useInvitationChange, type TMemberPermissions } from '../queries/member-queries.ts';
import { memberErrorText } from './member-error-text.ts';

/**
 * Invites an address with a staff role (the owner role only for readers who may make owners). With
 * `onlyRole` the role is fixed (the support agents page invites agents).
 */
export function InviteForm({
  organizationId,
  permissions,
  onlyRole,
}: {
  organizationId: string;
  permissions: TMemberPermissions;
  onlyRole?: TStaffMemberRole;
}) {
  const { t } = useLazyTranslation(memberTexts);
  const invite = useInvitationChange(organizationId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', role: (onlyRole ?? null) as TStaffMemberRole | null },
    validate: {
      email: (value) => isEmail(t('invite.emailInvalid'))(value.trim()),
      role: (value) => (value === null ? t('invite.roleRequired') : null),
    },
  });
  const roles = STAFF_MEMBER_ROLES.filter((role) => role !== 'owner' || permissions.canManageOwners);

  const submit = form.onSubmit(({ email, role }) => {
    if (role === null) return;
    const address = email.trim();
    invite.mutate(
      { kind: 'invite', email: address, role },
      {
        onSuccess: () => {
          void notify({ color: 'green', message: t('done.invited', { email: address }) });
          form.reset();
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            {onlyRole === 'agent' ? t('invite.agentTitle') : t('invite.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('invite.lead')}
          </Text>
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label={t('invite.email')}
              type="email"
              autoComplete="off"
              required
              miw={220}
              {...form.getInputProps('email')}
            />
            {onlyRole === undefined ? (
              <Select
                label={t('invite.role')}
                required
                miw={180}
                data={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                allowDeselect={false}
                {...form.getInputProps('role')}
              />
            ) : null}
          </Group>
          {invite.isError ? (
            <Alert color="red" role="alert">
              {memberErrorText(invite.error, t)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
