import { useTranslation } from '@propdesk/shared/i18n';
import { Alert, Button, Code, Group, SimpleGrid, Stack } from '@mantine/core';
import { MFA_NAMESPACE } from './mfa-catalogs.ts';

type RecoveryCodesPanelProps = {
  codes: readonly string[];
  email: string;
  /** Called when the person confirms they saved the codes. */
  onDone: () => void;
};

function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once after turning two-factor authentication on. */
export function RecoveryCodesPanel({ codes, email, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation(MFA_NAMESPACE);
  const download = () =>
    downloadText(
      'recovery-codes.txt',
      [t('recoveryCodes.fileHeading', { email, host: window.location.host }), '', ...codes, ''].join('\n'),
    );
  return (
    <Stack gap="sm">
      <Alert color="yellow" title={t('recoveryCodes.title')}>
        {t('recoveryCodes.message')}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label={t('recoveryCodes.title')}>
        {codes.map((code) => (
          <Code key={code} style={{ textAlign: 'center', fontSize: '0.95rem' }}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group grow>
        <Button variant="default" onClick={download}>
          {t('recoveryCodes.download')}
        </Button>
        <Button onClick={onDone}>{t('recoveryCodes.done')}</Button>
      </Group>
    </Stack>
  );
}
