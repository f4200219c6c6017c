import type { TMfaEnrolment } from '@propdesk/shared/contracts';
import { useTranslation } from '@propdesk/shared/i18n';
import { Center, Code, Stack, Text } from '@mantine/core';
import { MFA_NAMESPACE } from './mfa-catalogs.ts';

const QR_SIZE_PX = 184;

/** The secret in groups of four, as authenticator apps show keys; spaces are ignored when typed. */
function groupKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The name the authenticator app will show for this account (the URI's issuer). */
function issuerOf(otpauthUrl: string): string {
  return URL.canParse(otpauthUrl) ? (new URL(otpauthUrl).searchParams.get('issuer') ?? '') : '';
}

/** How to add the new authenticator: the QR code, and the key for typing it in by hand. */
export function TotpEnrolmentDetails({ enrolment }: { enrolment: TMfaEnrolment }) {
  const { t } = useTranslation(MFA_NAMESPACE);
  const product = issuerOf(enrolment.otpauthUrl);
  return (
    <Stack gap="xs">
      <Text size="sm">{t('enrolment.steps')}</Text>
      <Center>
        <img
          src={enrolment.qrCodeDataUrl}
          alt={t('enrolment.qrAlt', { product })}
          width={QR_SIZE_PX}
          height={QR_SIZE_PX}
          style={{ background: '#fff', borderRadius: 8 }}
        />
      </Center>
      <Text size="sm" c="dimmed">
        {t('enrolment.manualKey')}
      </Text>
      <Code block aria-label={t('enrolment.manualKey')} style={{ textAlign: 'center', userSelect: 'all' }}>
        {groupKey(enrolment.secret)}
      </Code>
    </Stack>
  );
}
