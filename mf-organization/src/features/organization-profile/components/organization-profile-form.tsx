import { useState, type FormEvent } from 'react';
import { Alert, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { TOrganizationProfile } from '@propdesk/shared/contracts';
import { memberRoleHas } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { FormFooter, QueryStatus } from '@propdesk/shared/ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useCurrentOrganizationState } from '@propdesk/shared/session';
import { organizationProfileTexts } from '../i18n/index.ts';
import { useOrganizationProfile, useSaveOrganizationProfile } from '../queries.ts';
import {
  validateProfile,
  type TFieldError,
  type TProfileErrors,
  type TProfileField,
  type TProfileFields,
} from '../validation.ts';

function fieldsOf(profile: TOrganizationProfile): TProfileFields {
  return {
    name: profile.name,
    legalName: profile.legalName ?? '',
    registeredAddress: profile.registeredAddress ?? '',
    supportEmail: profile.supportEmail ?? '',
    supportPhone: profile.supportPhone ?? '',
    supportHours: profile.supportHours ?? '',
  };
}

const PROFILE_FIELDS: readonly TProfileField[] = [
  'name',
  'legalName',
  'registeredAddress',
  'supportEmail',
  'supportPhone',
  'supportHours',
];

/** The fields the api's validation named (`details.issues[].path` such as `/supportEmail`). */
function rejectedFields(error: unknown): TProfileErrors {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return {};
  const issues = (error.details as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return {};
  const errors: TProfileErrors = {};
  for (const issue of issues as { path?: unknown }[]) {
    const field = PROFILE_FIELDS.find((name) => `/${name}` === issue.path);
    if (field !== undefined) errors[field] = { key: 'errors.invalid' };
  }
  return errors;
}

function ProfileForm({ profile, canEdit }: { profile: TOrganizationProfile; canEdit: boolean }) {
  const { t } = useLazyTranslation(organizationProfileTexts);
  const save = useSaveOrganizationProfile(profile.organizationId);
  const [fields, setFields] = useState<TProfileFields>(() => fieldsOf(profile));
  const [errors, setErrors] = useState<TProfileErrors>({});
  const message = (error: TFieldError | undefined) => (error ? t(error.key, error.values ?? {}) : undefined);
  const input = (field: TProfileField) => ({
    value: fields[field],
    readOnly: !canEdit,
    error: message(errors[field]),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        name: fields.name,
        legalName: fields.legalName,
        registeredAddress: fields.registeredAddress,
        supportEmail: fields.supportEmail,
        supportPhone: fields.supportPhone,
        supportHours: fields.supportHours,
      },
      {
        onSuccess: (saved) => setFields(fieldsOf(saved)),
        onError: (error) => setErrors(rejectedFields(error)),
      },
    );
  };

  const failure = !save.isError
    ? null
    : isApiError(save.error) && save.error.status === 400
      ? t('invalidFields')
      : isApiError(save.error) && save.error.status === 403
        ? t('forbidden')
        : t('saveFailed');

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {canEdit ? null : (
          <Alert color="gray" variant="light" data-testid="organization-profile-read-only">
            {t('readOnly')}
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('sections.company')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={t('fields.name')} required={canEdit} {...input('name')} />
              <TextInput
                label={t('fields.legalName')}
                description={t('hints.legalName')}
                {...input('legalName')}
              />
            </SimpleGrid>
            <Textarea
              label={t('fields.registeredAddress')}
              autosize
              minRows={3}
              {...input('registeredAddress')}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('sections.support')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                type="email"
                autoComplete="off"
                label={t('fields.supportEmail')}
                {...input('supportEmail')}
              />
              <TextInput
                type="tel"
                autoComplete="off"
                label={t('fields.supportPhone')}
                description={t('hints.supportPhone')}
                {...input('supportPhone')}
              />
            </SimpleGrid>
            <TextInput
              label={t('fields.supportHours')}
              description={t('hints.supportHours')}
              {...input('supportHours')}
            />
          </Stack>
        </Paper>
        <FormFooter
          failure={failure}
          isSaved={save.isSuccess}
          savedLabel={t('saved')}
          submitLabel={t('save')}
          isSubmitting={save.isPending}
          canSubmit={canEdit}
        />
      </Stack>
    </form>
  );
}

/**
 * The profile of the organization being run (the shell's switcher chose it): every staff member reads
 * it; owners, admins and platform admins (organization.update) change it. Shared by the organization area
 * and the admin's organization view.
 */
export function OrganizationProfileForm() {
  const { t } = useLazyTranslation(organizationProfileTexts);
  const { organization, isPending } = useCurrentOrganizationState();
  const profile = useOrganizationProfile(organization?.id ?? null);

  if (organization === null) {
    return <Text c="dimmed">{isPending ? t('loading') : t('noOrganization')}</Text>;
  }
  const canEdit = memberRoleHas(organization.role, 'organization.update');
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('intro')}</Text>
      <QueryStatus
        query={profile}
        loadingLabel={t('loading')}
        failureLabel={t('loadFailed')}
        retryLabel={t('retry')}
      />
      {profile.data === undefined ? null : (
        // Another organization chosen in the switcher starts the form afresh.
        <ProfileForm key={profile.data.organizationId} profile={profile.data} canEdit={canEdit} />
      )}
    </Stack>
  );
}
