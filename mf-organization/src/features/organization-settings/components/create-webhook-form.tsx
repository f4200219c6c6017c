import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import type { TWebhookEventType } from '@propdesk/shared/contracts';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationSettingsTexts, textKeyOf } from '../i18n/index.ts';
import { useCreateWebhook } from '../queries.ts';
import { CopyableValue } from './copyable-value.tsx';

function failureKey(error: unknown): string {
  if (isApiError(error) && error.status === 400) return 'webhooks.unsafe';
  if (isApiError(error) && error.status === 409) return 'webhooks.tooMany';
  if (isApiError(error) && error.status === 403) return 'webhooks.secondFactor';
  return 'webhooks.failed';
}

function isWebAddress(value: string): boolean {
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
}

/** Adds an endpoint with the events it receives, then shows its signing secret, this once. */
export function CreateWebhookForm({ organizationId }: { organizationId: string }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const create = useCreateWebhook(organizationId);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [eventTypes, setEventTypes] = useState<TWebhookEventType[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(isWebAddress(url.trim()) ? {} : { url: t('webhooks.urlInvalid') }),
      ...(eventTypes.length === 0 ? { events: t('webhooks.eventsInvalid') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        url: url.trim(),
        eventTypes,
        ...(description.trim() === '' ? {} : { description: description.trim() }),
      },
      {
        onSuccess: () => {
          setUrl('');
          setDescription('');
          setEventTypes([]);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <form noValidate onSubmit={submit} aria-label={t('webhooks.add')}>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" grow wrap="wrap">
            <TextInput
              label={t('webhooks.url')}
              placeholder={t('webhooks.urlPlaceholder')}
              value={url}
              error={errors.url}
              maxLength={2048}
              onChange={(event) => {
                setUrl(event.currentTarget.value);
                setErrors((current) => ({ ...current, url: undefined }));
              }}
            />
            <TextInput
              label={t('webhooks.description')}
              value={description}
              maxLength={100}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
          </Group>
          <Checkbox.Group
            label={t('webhooks.events')}
            value={eventTypes}
            error={errors.events}
            onChange={(value) => {
              setEventTypes(value as TWebhookEventType[]);
              setErrors((current) => ({ ...current, events: undefined }));
            }}
          >
            <Group gap="md" mt={4}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t(`webhooks.eventNames.${textKeyOf(type)}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          {create.isError ? (
            <Alert color="red" role="alert">
              {t(failureKey(create.error), { max: WEBHOOK_LIMITS.endpoints })}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('webhooks.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {create.data === undefined ? null : (
        <Alert color="teal" variant="light" title={t('webhooks.secretTitle')} data-testid="webhook-secret">
          <Stack gap="xs">
            <span>{t('webhooks.secretBody')}</span>
            <CopyableValue value={create.data.secret} />
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
