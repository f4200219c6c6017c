import { Button, CopyButton, Group, Text } from '@mantine/core';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationSettingsTexts } from '../i18n/index.ts';

/** A value to paste elsewhere (a DNS record, an endpoint, a secret), with a button that copies it. */
export function CopyableValue({ value, testId }: { value: string; testId?: string }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  return (
    <Group gap="xs" wrap="wrap">
      <Text component="code" size="sm" style={{ wordBreak: 'break-all', minWidth: 0 }} data-testid={testId}>
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={`${t('copy')}: ${value}`}>
            {copied ? t('copied') : t('copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
