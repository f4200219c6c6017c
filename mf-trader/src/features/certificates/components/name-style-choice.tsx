import { Alert, Group, Radio, Stack, Text } from '@mantine/core';
import { CERTIFICATE_NAME_STYLES, type TCertificateNameStyle } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useSaveCertificatePreferences } from '../api/certificates.ts';
import { certificatesTexts } from '../i18n/index.ts';

/**
 * How the trader's name is printed on every certificate and its public page, saved as soon as it is
 * chosen; the name as printed is shown under the choice, so the trader sees what a verifier will read.
 */
export function NameStyleChoice({
  nameStyle,
  holderName,
}: {
  nameStyle: TCertificateNameStyle;
  holderName: string;
}) {
  const { t } = useLazyTranslation(certificatesTexts);
  const save = useSaveCertificatePreferences();

  const choose = (value: string) => {
    const next = CERTIFICATE_NAME_STYLES.find((style) => style === value);
    if (next !== undefined && next !== nameStyle) save.mutate({ nameStyle: next });
  };

  return (
    <Stack gap="xs">
      <Radio.Group label={t('name.legend')} value={save.variables?.nameStyle ?? nameStyle} onChange={choose}>
        <Group mt="xs" gap="lg">
          <Radio value="full" label={t('name.full')} disabled={save.isPending} />
          <Radio value="first_name_initial" label={t('name.first_name_initial')} disabled={save.isPending} />
        </Group>
      </Radio.Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('name.printedAs', { name: holderName })}
      </Text>
      {save.isError ? (
        <Alert color="red" role="alert">
          {t('name.failed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
