import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  DOMAIN_NAME_PATTERN,
  memberRoleHas,
  normalizeDomainName,
  ORGANIZATION_DOMAINS_MAX,
} from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useCurrentOrganizationState } from '@propdesk/shared/session';
import { SectionCard } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useAddDomain, useDomains } from '../queries.ts';
import { DomainCard } from './domain-card.tsx';
import { ListStates } from './list-states.tsx';

function AddDomainForm({ organizationId }: { organizationId: string }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const add = useAddDomain(organizationId);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const domain = normalizeDomainName(value);
    if (!DOMAIN_NAME_PATTERN.test(domain)) {
      setError(t('domains.invalid'));
      return;
    }
    add.mutate(domain, {
      onSuccess: () => setValue(''),
      onError: (failure) =>
        setError(
          isApiError(failure) && failure.status === 409
            ? t('domains.taken', { max: ORGANIZATION_DOMAINS_MAX })
            : isApiError(failure) && failure.status === 400
              ? t('domains.invalid')
              : t('domains.addFailed'),
        ),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('domains.add')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('domains.field')}
          placeholder={t('domains.placeholder')}
          value={value}
          error={error}
          autoComplete="off"
          spellCheck={false}
          style={{ flex: '1 1 260px' }}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={add.isPending}>
          {t('domains.add')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The domains of the organization being run: owners, admins and platform admins add, check and remove
 * them (settings.manage), managers read them. Shared by the organization area and the admin's view.
 */
export function DomainsManager() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { organization, isPending } = useCurrentOrganizationState();
  const domains = useDomains(organization?.id ?? null);

  if (organization === null) {
    return <Text c="dimmed">{isPending ? t('loading') : t('noOrganization')}</Text>;
  }
  const canEdit = memberRoleHas(organization.role, 'settings.manage');
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('domains.intro')}</Text>
      {canEdit ? null : (
        <Alert color="gray" variant="light" data-testid="domains-read-only">
          {t('domains.readOnly')}
        </Alert>
      )}
      {canEdit ? (
        <SectionCard title={t('domains.add')}>
          <AddDomainForm organizationId={organization.id} />
        </SectionCard>
      ) : null}
      <ListStates
        query={domains}
        loadingLabel={t('domains.loading')}
        failureLabel={t('domains.loadFailed')}
        emptyLabel={t('domains.empty')}
      >
        {(rows) =>
          rows.map((domain) => (
            <DomainCard key={domain.id} organizationId={organization.id} domain={domain} canEdit={canEdit} />
          ))
        }
      </ListStates>
    </Stack>
  );
}
