import { Alert, Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TClientDetail } from '@propdesk/shared/contracts';
import { ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { FactList } from '@propdesk/shared/ui';
import { clientTexts } from '../i18n/index.ts';
import { useClientDetail } from '../queries/client-queries.ts';
import { ClientActions } from './client-actions.tsx';
import { CertificatesSection } from './client-certificates.tsx';
import { KYC_COLORS, useClientFormat } from './client-format.ts';
import { ClientNotes } from './client-notes.tsx';
import { OrdersSection } from './client-orders.tsx';
import { AccountsSection, KycSection, PayoutsSection, Section, TimelineSection } from './client-sections.tsx';

function ProfileSection({ detail }: { detail: TClientDetail }) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const format = useClientFormat(i18n.language);
  const { client } = detail;
  const none = t('detail.none');
  return (
    <Section id="client-profile" title={t('detail.profile')}>
      <FactList
        cols={{ base: 1, xs: 2, md: 3 }}
        valueSize="sm"
        facts={[
          { label: t('detail.email'), value: client.email },
          { label: t('detail.phone'), value: client.phone ?? none },
          { label: t('detail.country'), value: format.country(client.country) ?? none },
          { label: t('detail.joined'), value: format.day(client.joinedAt) },
          {
            label: t('detail.lastSignIn'),
            value: client.lastSignInAt === null ? t('row.never') : format.instant(client.lastSignInAt),
          },
          {
            label: t('detail.lastActive'),
            value: client.lastActiveAt === null ? none : format.instant(client.lastActiveAt),
          },
          { label: t('detail.sessions'), value: String(client.activeSessions) },
        ]}
      />
    </Section>
  );
}

/** The client's name and states, above every section. */
function Header({ detail }: { detail: TClientDetail }) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const format = useClientFormat(i18n.language);
  const { client } = detail;
  return (
    <Stack gap={4}>
      <Title order={2} size="h3">
        {client.name}
      </Title>
      <Group gap={6}>
        <Badge variant="light" color={KYC_COLORS[client.kycStatus]}>
          {t('detail.kyc')}: {t(`kyc.${client.kycStatus}`)}
        </Badge>
        <Badge variant="light" color={client.isEmailVerified ? 'teal' : 'orange'}>
          {client.isEmailVerified ? t('detail.emailVerified') : t('detail.emailUnverified')}
        </Badge>
        {client.isFunded ? (
          <Badge variant="light" color="blue">
            {t('row.funded')}
          </Badge>
        ) : null}
        {client.blockedAt === null ? null : (
          <Badge variant="filled" color="red">
            {t('detail.blockedSince', { date: format.day(client.blockedAt) })}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

export interface ClientDetailsProps {
  organizationId: string;
  userId: string;
  /** Shows the actions and the note form (clients.manage); the support agent reads only. */
  canManage: boolean;
  /** Offers revoking the client's valid certificates (certificates.revoke). */
  canRevokeCertificates?: boolean;
  /** Offers refunding the client's paid orders (billing.refund). */
  canRefund?: boolean;
  /** Where one of the client's accounts opens; without it their logins are plain text. */
  accountPath?: (accountId: string) => string;
}

/**
 * One client as staff read them: profile, actions, identity check, accounts, orders (and their refunds), payouts, certificates, activity
 * and staff notes, from one request. Used by the organization's client page and, in a drawer, by the
 * admin's list and the support agent's lookup.
 */
export function ClientDetails({
  organizationId,
  userId,
  canManage,
  canRevokeCertificates = false,
  canRefund = false,
  accountPath,
}: ClientDetailsProps) {
  const { t } = useLazyTranslation(clientTexts);
  const detail = useClientDetail(organizationId, userId);
  if (detail.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
        <Skeleton h={32} w="40%" />
        <Skeleton h={120} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (detail.isError) {
    const isMissing = isApiError(detail.error) && detail.error.code === ERROR_CODES.notFound;
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{isMissing ? t('detail.notFound') : t('detail.loadFailed')}</Text>
          {isMissing ? null : (
            <Button size="xs" variant="light" onClick={() => void detail.refetch()}>
              {t('retry')}
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  const data = detail.data;
  return (
    <Stack gap="md">
      <Header detail={data} />
      {canManage ? <ClientActions organizationId={organizationId} detail={data} /> : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ProfileSection detail={data} />
        <KycSection detail={data} />
      </SimpleGrid>
      <AccountsSection detail={data} {...(accountPath === undefined ? {} : { accountPath })} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <OrdersSection organizationId={organizationId} detail={data} canRefund={canRefund} />
        <PayoutsSection detail={data} />
      </SimpleGrid>
      <CertificatesSection organizationId={organizationId} detail={data} canRevoke={canRevokeCertificates} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <TimelineSection detail={data} />
        <ClientNotes organizationId={organizationId} detail={data} canWrite={canManage} />
      </SimpleGrid>
    </Stack>
  );
}
