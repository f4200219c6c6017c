import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TWhiteLabelRequestRecord } from '@propdesk/shared/contracts';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useProvisionRequest } from '../api/white-label-requests.ts';
import { whiteLabelTexts } from '../i18n/index.ts';

/** A slug proposed from the company's name: lowercase letters, digits and single hyphens, at most 63. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}

function failureKey(error: unknown): string {
  if (!isApiError(error)) return 'whiteLabel.provision.failed';
  if (error.status === 409) return 'whiteLabel.provision.taken';
  if (error.status === 400) return 'whiteLabel.provision.invalid';
  if (error.status === 403) return 'whiteLabel.provision.forbidden';
  return 'whiteLabel.provision.failed';
}

/**
 * The request's organization: the one provisioned for it, or the form that provisions it (created pending
 * with the platform's offering, the requester invited as its owner).
 */
export function RequestProvisioning({ request }: { request: TWhiteLabelRequestRecord }) {
  const { t } = useLazyTranslation(whiteLabelTexts);
  const provision = useProvisionRequest();
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState(request.companyName);
  const [slug, setSlug] = useState(() => slugFromName(request.companyName));

  if (request.organization !== null) {
    const { organization } = request;
    return (
      <Stack gap={4} data-testid="request-organization">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {organization.name}
          </Text>
          <Badge size="sm" variant="light" color={organization.status === 'active' ? 'green' : 'orange'}>
            {organization.status}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          /client/{organization.slug}
        </Text>
        {provision.isSuccess ? (
          <Text size="sm" c="teal" role="status">
            {t('whiteLabel.provision.created', { ...organization, email: request.email })}
          </Text>
        ) : null}
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    provision.mutate({ id: request.id, name: name.trim(), slug });
  };

  return (
    <Stack gap="xs">
      <Text size="sm">{t('whiteLabel.provision.none', { email: request.email })}</Text>
      {isOpen ? (
        <form onSubmit={submit} aria-label={t('whiteLabel.provision.open')}>
          <Stack gap="sm">
            <TextInput
              label={t('whiteLabel.provision.name')}
              value={name}
              required
              minLength={2}
              maxLength={120}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <TextInput
              label={t('whiteLabel.provision.slug')}
              description={t('whiteLabel.provision.slugHint', { slug: slug || '…' })}
              value={slug}
              required
              maxLength={63}
              pattern="[a-z0-9](?:[a-z0-9-]*[a-z0-9])?"
              onChange={(event) => setSlug(event.currentTarget.value.toLowerCase())}
            />
            {provision.isError ? (
              <Alert color="red" role="alert">
                {t(failureKey(provision.error))}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setIsOpen(false)}>
                {t('whiteLabel.provision.cancel')}
              </Button>
              <Button type="submit" loading={provision.isPending}>
                {t('whiteLabel.provision.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => setIsOpen(true)}>
          {t('whiteLabel.provision.open')}
        </Button>
      )}
    </Stack>
  );
}
