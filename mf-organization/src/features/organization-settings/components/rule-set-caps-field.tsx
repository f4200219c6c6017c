import { Button, Group, Stack, Text } from '@mantine/core';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { RuleNumber, useRuleField } from './rule-set-fields.tsx';

/** The most a payout may pay, one amount per payout number; the api takes up to this many. */
const MAX_CAPS = 24;
/** A new cap starts at what the previous one allows, or at a round first amount. */
const FIRST_CAP_MINOR = 1_000_00;

/** The payout caps: payout 1, 2, … each paid at most its amount; payouts past the list are not capped. */
export function RuleCapsField() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const field = useRuleField(['payout', 'capsMinor']);
  const caps: readonly unknown[] = Array.isArray(field.value) ? field.value : [];
  const last = caps.at(-1);
  return (
    <Stack gap="xs" role="group" aria-label={t('rules.fields.caps')}>
      <Text size="sm" fw={500}>
        {t('rules.fields.caps')}
      </Text>
      <Text size="xs" c="dimmed">
        {caps.length === 0 ? t('rules.help.noCaps') : t('rules.help.caps')}
      </Text>
      {caps.map((_cap, index) => (
        // A cap is its position in the list (the payout number): the index is its identity.
        <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
          <RuleNumber
            path={['payout', 'capsMinor', index]}
            label={t('rules.fields.cap', { number: index + 1 })}
            scale={100}
          />
          <Button
            variant="subtle"
            color="red"
            size="xs"
            aria-label={t('rules.removeCap', { number: index + 1 })}
            onClick={() => field.set(caps.filter((_kept, kept) => kept !== index))}
          >
            {t('rules.remove')}
          </Button>
        </Group>
      ))}
      {field.error === undefined ? null : (
        <Text size="xs" c="red">
          {field.error}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={caps.length >= MAX_CAPS}
          onClick={() => field.set([...caps, typeof last === 'number' ? last : FIRST_CAP_MINOR])}
        >
          {t('rules.addCap')}
        </Button>
      </Group>
    </Stack>
  );
}
