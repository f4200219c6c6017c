import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import type { TApiKeyScope, TCreateApiKeyInput } from '@propdesk/shared/contracts';
import { API_KEY_EXPIRY_DAYS, API_KEY_SCOPES, API_KEYS_MAX } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationSettingsTexts, textKeyOf } from '../i18n/index.ts';
import { useCreateApiKey } from '../queries.ts';
import { CopyableValue } from './copyable-value.tsx';

const NEVER = 'never';

function failureKey(error: unknown): string {
  if (isApiError(error) && error.status === 409) return 'apiKeys.tooMany';
  if (isApiError(error) && error.status === 403) return 'apiKeys.secondFactor';
  return 'apiKeys.failed';
}

/** Creates a key with a name, scopes and an expiry, then shows it, this once, to copy. */
export function CreateApiKeyForm({ organizationId }: { organizationId: string }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const create = useCreateApiKey(organizationId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TApiKeyScope[]>([]);
  const [expiry, setExpiry] = useState<string>(String(API_KEY_EXPIRY_DAYS[1]));
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(name.trim().length < 2 || name.trim().length > 100 ? { name: t('apiKeys.nameInvalid') } : {}),
      ...(scopes.length === 0 ? { scopes: t('apiKeys.scopesInvalid') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: TCreateApiKeyInput = {
      name: name.trim(),
      scopes,
      expiresInDays: expiry === NEVER ? null : (Number(expiry) as TCreateApiKeyInput['expiresInDays']),
    };
    create.mutate(input, {
      onSuccess: () => {
        setName('');
        setScopes([]);
      },
    });
  };

  return (
    <Stack gap="sm">
      <form noValidate onSubmit={submit} aria-label={t('apiKeys.create')}>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" grow wrap="wrap">
            <TextInput
              label={t('apiKeys.name')}
              placeholder={t('apiKeys.namePlaceholder')}
              value={name}
              error={errors.name}
              maxLength={100}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setErrors((current) => ({ ...current, name: undefined }));
              }}
            />
            <Select
              label={t('apiKeys.expiry')}
              value={expiry}
              allowDeselect={false}
              data={[
                ...API_KEY_EXPIRY_DAYS.map((days) => ({
                  value: String(days),
                  label: t('apiKeys.expiryDays', { days }),
                })),
                { value: NEVER, label: t('apiKeys.expiryNever') },
              ]}
              onChange={(value) => setExpiry(value ?? expiry)}
            />
          </Group>
          <Checkbox.Group
            label={t('apiKeys.scopesLabel')}
            value={scopes}
            error={errors.scopes}
            onChange={(value) => {
              setScopes(value as TApiKeyScope[]);
              setErrors((current) => ({ ...current, scopes: undefined }));
            }}
          >
            <Group gap="md" mt={4}>
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope} label={t(`apiKeys.scopes.${textKeyOf(scope)}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          {create.isError ? (
            <Alert color="red" role="alert">
              {t(failureKey(create.error), { max: API_KEYS_MAX })}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('apiKeys.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {create.data === undefined ? null : (
        <Alert color="teal" variant="light" title={t('apiKeys.secretTitle')} data-testid="api-key-secret">
          <Stack gap="xs">
            <span>{t('apiKeys.secretBody')}</span>
            <CopyableValue value={create.data.secret} />
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
