import type { ReactNode } from 'react';
import type { TWhiteLabelRequestRecord } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Stack, Text, Drawer } from '@mantine/core';
import { whiteLabelTexts } from '../i18n/index.ts';
import { useFormatDateTime } from '../hooks/use-format-date-time.ts';
import { RequestContact } from './request-contact.tsx';
import { RequestProvisioning } from './request-provisioning.tsx';
import { RequestWebsite } from './request-website.tsx';
import { StatusBadge } from './status-badge.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

type RequestDetailsDrawerProps = {
  /** Kept while the drawer slides shut, so its content does not vanish first. */
  request: TWhiteLabelRequestRecord | null;
  opened: boolean;
  onClose: () => void;
};

/** Everything a request holds, the full message and the internal note included. */
export function RequestDetailsDrawer({ request, opened, onClose }: RequestDetailsDrawerProps) {
  const { t } = useLazyTranslation(whiteLabelTexts);
  const formatDateTime = useFormatDateTime();
  const longText = { style: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } as const;
  const handled = (record: TWhiteLabelRequestRecord): string => {
    if (record.handledAt === null) return t('whiteLabel.notHandled');
    const date = formatDateTime(record.handledAt);
    return record.handledBy === null
      ? t('whiteLabel.handledAt', { date })
      : t('whiteLabel.handledBy', { date, email: record.handledBy });
  };

  return (
    <Drawer
      opened={opened && request !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={request === null ? '' : t('whiteLabel.detailsOf', { company: request.companyName })}
    >
      {request === null ? null : (
        <Stack gap="md" data-testid="request-details">
          <Field label={t('whiteLabel.columns.status')}>
            <div>
              <StatusBadge status={request.status} />
            </div>
            <Text size="xs" c="dimmed">
              {handled(request)}
            </Text>
          </Field>
          <Field label={t('whiteLabel.provision.title')}>
            {/* Keyed by request: another request opened in the drawer starts with its own form. */}
            <RequestProvisioning key={request.id} request={request} />
          </Field>
          <Field label={t('whiteLabel.columns.contact')}>
            <RequestContact request={request} />
          </Field>
          <Field label={t('whiteLabel.columns.website')}>
            <RequestWebsite website={request.website} />
          </Field>
          <Field label={t('whiteLabel.columns.expectedTraders')}>
            <Text size="sm">{t(`whiteLabel.traderRanges.${request.expectedTraders}`)}</Text>
          </Field>
          <Field label={t('whiteLabel.columns.received')}>
            <Text size="sm">{formatDateTime(request.createdAt)}</Text>
          </Field>
          <Field label={t('whiteLabel.columns.message')}>
            <Text size="sm" {...longText}>
              {request.message ?? t('whiteLabel.noMessage')}
            </Text>
          </Field>
          <Field label={t('whiteLabel.note')}>
            <Text size="sm" {...longText}>
              {request.note ?? t('whiteLabel.noNote')}
            </Text>
          </Field>
        </Stack>
      )}
    </Drawer>
  );
}
