import { useId } from 'react';
import { TRADING_ERROR_CODES } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { accountViewTexts } from '../i18n/index.ts';
import { isApiError } from '@propdesk/shared/http';
import { useCreateDispute } from '../queries/account-queries.ts';

/** The api's limits for a dispute's message (ZCreateDispute). */
export const DISPUTE_MIN_LENGTH = 20;
export const DISPUTE_MAX_LENGTH = 2000;

/** The trader's case against a breach: why the verdict is wrong, in their own words. */
export function DisputeForm({
  accountId,
  breachId,
  onCancel,
}: {
  accountId: string;
  breachId: string;
  onCancel: () => void;
}) {
  const { t } = useLazyTranslation(accountViewTexts);
  const descriptionId = useId();
  const createDispute = useCreateDispute(accountId, breachId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: {
      message: (value) => {
        const length = value.trim().length;
        if (length < DISPUTE_MIN_LENGTH) return t('dispute.tooShort', { count: DISPUTE_MIN_LENGTH });
        if (length > DISPUTE_MAX_LENGTH) return t('dispute.tooLong', { count: DISPUTE_MAX_LENGTH });
        return null;
      },
    },
  });
  // The form checks what the api checks (ZCreateDispute), so a refusal is one of the codes below.
  const submit = form.onSubmit((values) => createDispute.mutate({ message: values.message.trim() }));
  const length = form.values.message.trim().length;
  const errorCode = isApiError(createDispute.error) ? createDispute.error.code : null;
  return (
    <form onSubmit={submit} noValidate aria-label={t('dispute.formLabel')}>
      <Stack gap="sm">
        <Text size="sm" id={descriptionId}>
          {t('dispute.lead')}
        </Text>
        <Textarea
          label={t('dispute.message')}
          autosize
          minRows={4}
          maxRows={12}
          required
          aria-describedby={descriptionId}
          description={t('dispute.counter', { count: length, max: DISPUTE_MAX_LENGTH })}
          {...form.getInputProps('message')}
        />
        {createDispute.isError && !form.errors.message ? (
          <Alert color="red" role="alert">
            {errorCode === TRADING_ERROR_CODES.disputeExists ? t('dispute.exists') : t('dispute.failed')}
          </Alert>
        ) : null}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={createDispute.isPending}>
            {t('dispute.cancel')}
          </Button>
          <Button type="submit" loading={createDispute.isPending}>
            {t('dispute.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
