import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import type { TClientCertificate, TClientDetail } from '@propdesk/shared/contracts';
import { CERTIFICATE_REVOCATION_REASON_LENGTH } from '@propdesk/shared/domain';
import { ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { formatMoneyWithCents, useLazyTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import { clientTexts } from '../i18n/index.ts';
import { useRevokeCertificate } from '../queries/client-queries.ts';
import { useClientFormat } from './client-format.ts';
import { Section, Shown, SmallTable } from './client-sections.tsx';

/** What is wrong with the reason the trader will read, checked as the api checks it; null when nothing. */
function reasonProblem(reason: string): { key: string; count: number } | null {
  const length = reason.trim().length;
  const { min, max } = CERTIFICATE_REVOCATION_REASON_LENGTH;
  if (length < min) return { key: 'certificates.reasonTooShort', count: min };
  return length > max ? { key: 'certificates.reasonTooLong', count: max } : null;
}

/** Asks for the reason, then revokes; a refusal stays in the dialog with what to do. */
function RevokeDialog({
  organizationId,
  userId,
  certificate,
  onClose,
}: {
  organizationId: string;
  userId: string;
  certificate: TClientCertificate;
  onClose: () => void;
}) {
  const { t } = useLazyTranslation(clientTexts);
  const revoke = useRevokeCertificate(organizationId, userId);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const refusal = (() => {
    if (!revoke.isError) return null;
    const error = revoke.error;
    if (isApiError(error) && error.code === ERROR_CODES.conflict) return t('certificates.already');
    if (isApiError(error) && error.code === ERROR_CODES.forbidden) return t('certificates.forbidden');
    return t('certificates.failed');
  })();
  const submit = () => {
    const problem = reasonProblem(reason);
    setFieldError(problem === null ? null : t(problem.key, { count: problem.count }));
    if (problem !== null) return;
    revoke.mutate(
      { certificateId: certificate.id, reason: reason.trim() },
      {
        onSuccess: () => {
          void notify({ color: 'teal', message: t('certificates.done') });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('certificates.title', { code: certificate.code })}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('certificates.body')}</Text>
        <Textarea
          label={t('certificates.reason')}
          required
          autosize
          minRows={3}
          maxLength={CERTIFICATE_REVOCATION_REASON_LENGTH.max}
          value={reason}
          error={fieldError}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setFieldError(null);
          }}
        />
        {refusal === null ? null : (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={submit}>
            {t('certificates.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The certificates the firm issued to the client, valid or revoked (with the reason the trader was
 * given). Readers holding certificates.revoke revoke a valid one, after a dialog that asks the reason.
 */
export function CertificatesSection({
  organizationId,
  detail,
  canRevoke,
}: {
  organizationId: string;
  detail: TClientDetail;
  canRevoke: boolean;
}) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const format = useClientFormat(i18n.language);
  const [revoking, setRevoking] = useState<TClientCertificate | null>(null);
  const title = t('detail.certificates');
  const head = [
    t('certificateColumns.issued'),
    t('certificateColumns.kind'),
    t('certificateColumns.account'),
    t('certificateColumns.code'),
    t('certificateColumns.state'),
  ];
  return (
    <Section id="client-certificates" title={title}>
      {detail.certificates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noCertificates')}
        </Text>
      ) : (
        <SmallTable label={title} head={canRevoke ? [...head, t('certificateColumns.actions')] : head}>
          {detail.certificates.map((certificate) => (
            <Table.Tr key={certificate.id}>
              <Table.Td>{format.day(certificate.issuedAt)}</Table.Td>
              <Table.Td>
                {t(`certificateKinds.${certificate.kind}`)}
                {certificate.amountMinor === null
                  ? null
                  : ` ${formatMoneyWithCents(certificate.amountMinor, certificate.currency, i18n.language)}`}
              </Table.Td>
              <Table.Td>{certificate.login}</Table.Td>
              <Table.Td ff="monospace">{certificate.code}</Table.Td>
              <Table.Td>
                {certificate.revokedAt === null ? (
                  <Badge variant="light" color="teal">
                    {t('certificates.valid')}
                  </Badge>
                ) : (
                  <Stack gap={2}>
                    <Badge variant="light" color="red">
                      {t('certificates.revokedOn', { date: format.day(certificate.revokedAt) })}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {certificate.revocationReason}
                    </Text>
                  </Stack>
                )}
              </Table.Td>
              {canRevoke ? (
                <Table.Td>
                  {certificate.revokedAt === null ? (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={t('certificates.revokeNamed', { code: certificate.code })}
                      onClick={() => setRevoking(certificate)}
                    >
                      {t('certificates.revoke')}
                    </Button>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </SmallTable>
      )}
      <Shown shown={detail.certificates.length} total={detail.totals.certificates} />
      {revoking === null ? null : (
        <RevokeDialog
          organizationId={organizationId}
          userId={detail.client.userId}
          certificate={revoking}
          onClose={() => setRevoking(null)}
        />
      )}
    </Section>
  );
}
