import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { TPayoutAccount } from '@propdesk/shared/contracts';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationInactiveTextOf } from '../../../lib/api-error.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { usePayoutMethods, useRequestPayout } from '../api/payouts.ts';
import { payoutsTexts } from '../i18n/index.ts';
import { PayoutMethodForm } from './payout-method-form.tsx';
import { methodDestination } from './payout-methods.tsx';
import { useFormatters } from '@propdesk/shared/format';

/** Choosing (or adding) where the money goes, then asking once: the key is kept for retries. */
export function PayoutRequest({
  account,
  onDone,
  onSent,
}: {
  account: TPayoutAccount;
  onDone: () => void;
  onSent: () => void;
}) {
  const { t } = useLazyTranslation(payoutsTexts, traderTexts);
  const format = useFormatters();
  const methods = usePayoutMethods();
  const request = useRequestPayout();
  const inactiveText = organizationInactiveTextOf(request.error);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [requestKey] = useState(() => crypto.randomUUID());
  const list = methods.data?.methods ?? [];
  const chosen = methodId ?? list[0]?.id ?? null;
  const amount = format.moneyWithCents(account.eligibility.amountMinor, account.currency);

  const send = () => {
    if (chosen === null) return;
    request.mutate({ accountId: account.accountId, methodId: chosen, requestKey }, { onSuccess: onSent });
  };

  return (
    <Stack gap="sm" role="region" aria-label={t('request.title', { login: account.login })}>
      <Title order={3} size="h5">
        {t('request.title', { login: account.login })}
      </Title>
      {list.length > 0 ? (
        <Radio.Group label={t('request.method')} value={chosen} onChange={setMethodId}>
          <Stack gap={6} mt={4}>
            {list.map((method) => (
              <Radio
                key={method.id}
                value={method.id}
                label={`${method.label} · ${methodDestination(method)}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm">{t('request.noMethod')}</Text>
      )}
      <PayoutMethodForm onSaved={(method) => setMethodId(method.id)} />
      {request.isError ? (
        <Alert color="red" role="alert">
          {inactiveText !== null
            ? t(inactiveText)
            : t('request.failed', { reason: isApiError(request.error) ? request.error.message : '' })}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('request.cancel')}
        </Button>
        <Button onClick={send} disabled={chosen === null} loading={request.isPending}>
          {t('request.confirm', { amount })}
        </Button>
      </Group>
    </Stack>
  );
}
