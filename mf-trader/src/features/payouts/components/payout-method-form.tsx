import { useState } from 'react';
import { Alert, Button, Select, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { CRYPTO_NETWORKS, type TCryptoNetwork, type TPayoutMethodKind } from '@propdesk/shared/domain';
import type { TPayoutMethod } from '@propdesk/shared/contracts';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { useSavePayoutMethod, useUpdatePayoutMethod } from '../api/payouts.ts';
import { payoutsTexts } from '../i18n/index.ts';

type TErrors = Partial<Record<'label' | 'accountHolder' | 'iban' | 'bic' | 'address', string>>;

/**
 * Adds a payout method, or changes `method` when given. The IBAN (country length and check digits) and the BIC are checked here as the
 * api checks them; a wallet address is checked by the api against its network, its refusal shown on the
 * field.
 */
export function PayoutMethodForm({
  method,
  onSaved,
}: {
  method?: TPayoutMethod;
  onSaved: (method: TPayoutMethod) => void;
}) {
  const { t } = useLazyTranslation(payoutsTexts);
  const create = useSavePayoutMethod();
  const update = useUpdatePayoutMethod();
  const save = method === undefined ? create : update;
  const [kind, setKind] = useState<TPayoutMethodKind>(method?.kind ?? 'bank_transfer');
  const [fields, setFields] = useState({
    label: method?.label ?? '',
    accountHolder: method?.accountHolder ?? '',
    iban: method?.iban ?? '',
    bic: method?.bic ?? '',
    address: method?.address ?? '',
  });
  const [network, setNetwork] = useState<TCryptoNetwork>(method?.network ?? 'ethereum');
  const [errors, setErrors] = useState<TErrors>({});
  const set = (name: keyof typeof fields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const validate = (): TErrors => {
    const found: TErrors = {};
    if (fields.label.trim() === '') found.label = t('method.required');
    if (kind === 'bank_transfer') {
      if (fields.accountHolder.trim().length < 2) found.accountHolder = t('method.required');
      if (!isValidIBAN(electronicFormatIBAN(fields.iban) ?? '')) found.iban = t('method.invalidIban');
      if (!isValidBIC(fields.bic.replace(/\s+/g, '').toUpperCase())) found.bic = t('method.invalidBic');
    } else if (fields.address.trim() === '') {
      found.address = t('method.required');
    }
    return found;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input =
      kind === 'bank_transfer'
        ? {
            kind,
            label: fields.label,
            accountHolder: fields.accountHolder,
            iban: fields.iban,
            bic: fields.bic,
          }
        : { kind, label: fields.label, network, address: fields.address };
    const callbacks = {
      onSuccess: onSaved,
      onError: (error: Error) => {
        const details = isApiError(error) ? (error.details as { field?: string } | undefined) : undefined;
        if (details?.field === 'address') setErrors({ address: t('method.invalidAddress') });
      },
    };
    if (method === undefined) create.mutate(input, callbacks);
    else update.mutate({ methodId: method.id, input }, callbacks);
  };

  const isAddressRefusal = Object.keys(errors).length > 0;
  return (
    <form
      onSubmit={submit}
      aria-label={method === undefined ? t('method.add') : t('methods.editing', { label: method.label })}
      noValidate
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('method.kind')}
          value={kind}
          onChange={(value) => setKind(value as TPayoutMethodKind)}
          data={[
            { value: 'bank_transfer', label: t('method.bank_transfer') },
            { value: 'crypto_wallet', label: t('method.crypto_wallet') },
          ]}
        />
        <TextInput
          label={t('method.label')}
          value={fields.label}
          onChange={set('label')}
          error={errors.label}
        />
        {kind === 'bank_transfer' ? (
          <>
            <TextInput
              label={t('method.accountHolder')}
              value={fields.accountHolder}
              onChange={set('accountHolder')}
              error={errors.accountHolder}
              autoComplete="name"
            />
            <TextInput
              label={t('method.iban')}
              value={fields.iban}
              onChange={set('iban')}
              error={errors.iban}
            />
            <TextInput label={t('method.bic')} value={fields.bic} onChange={set('bic')} error={errors.bic} />
          </>
        ) : (
          <>
            <Select
              label={t('method.network')}
              value={network}
              onChange={(value) => value !== null && setNetwork(value as TCryptoNetwork)}
              data={CRYPTO_NETWORKS.map((each) => ({ value: each, label: t(`method.networks.${each}`) }))}
              allowDeselect={false}
            />
            <TextInput
              label={t('method.address')}
              value={fields.address}
              onChange={set('address')}
              error={errors.address}
            />
          </>
        )}
        {save.isError && !isAddressRefusal ? (
          <Alert color="red" role="alert">
            {t('method.failed')}
          </Alert>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {t('method.save')}
        </Button>
      </Stack>
    </form>
  );
}
