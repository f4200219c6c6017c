import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TAX_RATE_LIMITS } from '@propdesk/shared/domain/receipts.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useSaveTaxRate, useTaxRate } from '../tax-rate-queries.ts';

/** Basis points as the percentage a person types (2100 → 21), and back, to the hundredth of a percent. */
const percentOf = (basisPoints: number) => basisPoints / 100;
const basisPointsOf = (percent: number) => Math.round(percent * 100);

/**
 * The tax rate the firm's receipts print. Prices are tax-inclusive: a rate adds a line saying how much of
 * the amount paid is tax; without one (the default) receipts have no tax line. Owners and admins change it
 * (settings.manage); the api refuses anyone else and records every change in the activity log.
 */
export function TaxRateSection({ organizationId, canEdit }: { organizationId: string; canEdit: boolean }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const taxRate = useTaxRate(organizationId);
  const save = useSaveTaxRate(organizationId);
  // What the person typed; undefined until they type, so the saved rate shows.
  const [draft, setDraft] = useState<number | '' | undefined>(undefined);
  const saved = taxRate.data?.taxRateBasisPoints;
  const shown = draft ?? (saved === null || saved === undefined ? '' : percentOf(saved));
  const isInRange =
    shown === '' ||
    (basisPointsOf(shown) >= TAX_RATE_LIMITS.minBasisPoints &&
      basisPointsOf(shown) <= TAX_RATE_LIMITS.maxBasisPoints);
  const wanted = shown === '' ? null : basisPointsOf(shown);

  const submit = (taxRateBasisPoints: number | null) => {
    save.mutate(
      { taxRateBasisPoints },
      {
        onSuccess: () => {
          setDraft(undefined);
          void notify({
            color: 'green',
            message: taxRateBasisPoints === null ? t('taxRate.removed') : t('taxRate.saved'),
          });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm" maw={560}>
        <Title order={2} size="h4">
          {t('taxRate.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('taxRate.intro')}
        </Text>
        {taxRate.isPending ? <Skeleton h={72} radius="md" data-testid="tax-rate-loading" /> : null}
        {taxRate.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('taxRate.loadFailed')}</Text>
              <Button size="xs" variant="light" onClick={() => void taxRate.refetch()}>
                {t('retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {taxRate.data === undefined ? null : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (isInRange) submit(wanted);
            }}
          >
            <Stack gap="sm">
              <NumberInput
                label={t('taxRate.label')}
                description={t('taxRate.hint')}
                placeholder={t('taxRate.none')}
                value={shown}
                onChange={(value) => setDraft(typeof value === 'number' ? value : '')}
                min={0}
                max={100}
                decimalScale={2}
                suffix=" %"
                allowNegative={false}
                disabled={!canEdit}
                error={isInRange ? undefined : t('taxRate.outOfRange')}
                maw={220}
              />
              {canEdit ? (
                <Group gap="sm">
                  <Button
                    type="submit"
                    loading={save.isPending}
                    disabled={!isInRange || wanted === (saved ?? null)}
                  >
                    {t('taxRate.save')}
                  </Button>
                  {saved === null ? null : (
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => submit(null)}
                      disabled={save.isPending}
                    >
                      {t('taxRate.remove')}
                    </Button>
                  )}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('taxRate.readOnly')}
                </Text>
              )}
              {save.isError ? (
                <Alert color="red" role="alert">
                  {t('taxRate.saveFailed')}
                </Alert>
              ) : null}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
