import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal } from '@mantine/core';
import { formatCertificateCode, type TCertificateKind } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useCertificatePdf } from '../api/certificates.ts';
import { certificatesTexts } from '../i18n/index.ts';

/** The certificate's PDF, fetched once per row when first asked for, kept as an object URL while shown. */
function usePdfUrl(certificateId: string) {
  const pdf = useCertificatePdf();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => (url === null ? undefined : () => URL.revokeObjectURL(url)), [url]);
  const open = async (): Promise<string> => {
    if (url !== null) return url;
    const blob = await pdf.mutateAsync(certificateId);
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return created;
  };
  return { open, url, isPending: pdf.isPending, isError: pdf.isError };
}

/** Preview (in a dialog) and download of one certificate; the PDF is fetched with the session's token. */
export function CertificatePdfActions({
  certificateId,
  kind,
  code,
}: {
  certificateId: string;
  kind: TCertificateKind;
  code: string;
}) {
  const { t } = useLazyTranslation(certificatesTexts);
  const pdf = usePdfUrl(certificateId);
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const kindName = t(`kind.${kind}`);

  const preview = async () => {
    await pdf.open().catch(() => null);
    setPreviewOpen(true);
  };
  const download = async () => {
    const url = await pdf.open().catch(() => null);
    if (url === null) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `certificate-${formatCertificateCode(code)}.pdf`;
    link.click();
  };

  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="light"
          onClick={() => void preview()}
          loading={pdf.isPending && !isPreviewOpen}
          aria-label={`${t('preview')}: ${kindName}`}
        >
          {t('preview')}
        </Button>
        <Button size="xs" onClick={() => void download()} aria-label={`${t('download')}: ${kindName}`}>
          {t('download')}
        </Button>
      </Group>
      {pdf.isError ? (
        <Alert color="red" role="alert" mt="xs">
          {t('pdfFailed')}
        </Alert>
      ) : null}
      <Modal
        opened={isPreviewOpen && pdf.url !== null}
        onClose={() => setPreviewOpen(false)}
        title={t('previewOf', { kind: kindName })}
        size="xl"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {pdf.url === null ? null : (
          <iframe
            src={pdf.url}
            title={t('previewOf', { kind: kindName })}
            style={{ width: '100%', height: '70vh', border: 0 }}
          />
        )}
      </Modal>
    </>
  );
}
