import { useState } from 'react';
import { Alert, Badge, Button, Drawer, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import type { TKycDetail } from '@propdesk/shared/contracts';
import { AUTH_ERROR_CODES } from '@propdesk/shared/domain';
import { KYC_ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import { useApiBaseUrl } from '@propdesk/shared/session';
import { kycReviewTexts } from '../i18n/index.ts';
import { useDecideKyc, useKycDetail, useKycDocumentLink } from '../queries.ts';
import { KYC_STATUS_COLORS } from './kyc-status-colors.ts';

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value ?? '—'}</Text>
    </Stack>
  );
}

/** Opening a document asks for a fresh link each time (they last minutes), then opens it in a new tab. */
function DocumentList({ organizationId, detail }: { organizationId: string; detail: TKycDetail }) {
  const { t } = useLazyTranslation(kycReviewTexts);
  const link = useKycDocumentLink(organizationId, detail.id);
  const apiBaseUrl = useApiBaseUrl();
  const open = (documentId: string) => {
    // Opened before the request so the browser counts it as the click's own tab, not a pop-up.
    const tab = window.open('about:blank', '_blank');
    link.mutate(documentId, {
      onSuccess: ({ url }) => {
        const address = new URL(url, apiBaseUrl).toString();
        if (tab === null) void notify({ color: 'orange', message: t('popupBlocked') });
        else tab.location.href = address;
      },
      onError: () => {
        tab?.close();
        void notify({ color: 'red', message: t('openFailed') });
      },
    });
  };
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('documents')}</Text>
      {detail.documents.map((document) => (
        <Button
          key={document.id}
          variant="light"
          justify="space-between"
          loading={link.isPending && link.variables === document.id}
          onClick={() => open(document.id)}
        >
          {t('open', { document: t(`kind.${document.kind}`) })}
        </Button>
      ))}
    </Stack>
  );
}

function DecisionForm({ organizationId, detail }: { organizationId: string; detail: TKycDetail }) {
  const { t } = useLazyTranslation(kycReviewTexts);
  const decide = useDecideKyc(organizationId, detail.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = (decision: 'approved' | 'rejected') => {
    setRefusal(null);
    if (decision === 'rejected' && reason.trim().length < 3) {
      setError(t('reasonRequired'));
      return;
    }
    decide.mutate(decision === 'approved' ? { decision } : { decision, reason: reason.trim() }, {
      onSuccess: () =>
        void notify({ color: 'green', message: t(decision === 'approved' ? 'approved' : 'rejected') }),
      onError: (failure) => {
        if (isApiError(failure) && failure.code === AUTH_ERROR_CODES.secondFactorRequired) {
          setRefusal(t('secondFactor'));
        } else if (isApiError(failure) && failure.code === KYC_ERROR_CODES.alreadyDecided) {
          setRefusal(t('alreadyDecided'));
        } else {
          setRefusal(t('decisionFailed'));
        }
      },
    });
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t('rejectionReason')}
        description={t('rejectionReasonHint')}
        autosize
        minRows={2}
        maxLength={1000}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
      />
      {refusal === null ? null : (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <Group>
        <Button
          color="green"
          loading={decide.isPending && decide.variables.decision === 'approved'}
          onClick={() => send('approved')}
        >
          {t('approve')}
        </Button>
        <Button
          color="red"
          variant="light"
          loading={decide.isPending && decide.variables.decision === 'rejected'}
          onClick={() => send('rejected')}
        >
          {t('reject')}
        </Button>
      </Group>
    </Stack>
  );
}

/** One check: the facts, the documents, and the decision while it waits for one. */
export function KycReviewDrawer({
  organizationId,
  verificationId,
  onClose,
}: {
  organizationId: string;
  verificationId: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLazyTranslation(kycReviewTexts);
  const detail = useKycDetail(organizationId, verificationId);
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const data = detail.data;
  return (
    <Drawer
      opened={verificationId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={t('detailTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {detail.isPending ? <Skeleton height={200} /> : null}
      {detail.isError ? <Alert color="red">{t('loadFailed')}</Alert> : null}
      {data === undefined ? null : (
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={600}>{data.traderName}</Text>
            <Badge color={KYC_STATUS_COLORS[data.status]}>{t(`status.${data.status}`)}</Badge>
          </Group>
          <Fact label={t('email')} value={data.traderEmail} />
          <Fact label={t('columns.legalName')} value={data.legalName} />
          <Fact label={t('dateOfBirth')} value={data.dateOfBirth} />
          <Fact
            label={t('columns.country')}
            value={data.country === null ? null : (names.of(data.country) ?? data.country)}
          />
          {data.status === 'rejected' ? (
            <Fact label={t('rejectionReason')} value={data.rejectionReason} />
          ) : null}
          <DocumentList organizationId={organizationId} detail={data} />
          {data.status === 'submitted' ? (
            <DecisionForm organizationId={organizationId} detail={data} />
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}
