import { useState } from 'react';
import { Badge, Button, Group, Pagination, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TCoupon } from '@propdesk/shared/contracts';
import { useFormatters } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { ConfirmDialog, QueryStatus } from '@propdesk/shared/ui';
import { COUPON_PAGE_SIZE, useCoupons, useDeactivateCoupon } from '../coupon-queries.ts';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { CouponDialog } from './coupon-dialog.tsx';

/**
 * The firm's discount codes, a page at a time and searched by code on the server; owners, admins and
 * platform admins add, change and deactivate them (settings.manage), managers read them.
 */
export function CouponsEditor({ organizationId, canEdit }: { organizationId: string; canEdit: boolean }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const format = useFormatters();
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [page, setPage] = useState(1);
  const coupons = useCoupons(organizationId, { search, page });
  const deactivate = useDeactivateCoupon(organizationId);
  const [editing, setEditing] = useState<TCoupon | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<TCoupon | null>(null);
  const data = coupons.data;

  const discountOf = (coupon: TCoupon) =>
    coupon.kind === 'percent'
      ? t('coupons.percentOff', { percent: coupon.percentOff ?? 0 })
      : t('coupons.amountOff', {
          amount: format.moneyCentsIfAny(coupon.amountOffMinor ?? 0, coupon.currency ?? 'USD'),
        });
  const validityOf = (coupon: TCoupon) =>
    coupon.endsAt === null
      ? t('coupons.from', { start: format.date(coupon.startsAt) })
      : t('coupons.between', { start: format.date(coupon.startsAt), end: format.date(coupon.endsAt) });
  const usesOf = (coupon: TCoupon) =>
    [
      coupon.maxUses === null
        ? String(coupon.usedCount)
        : t('coupons.usesOf', { used: coupon.usedCount, max: coupon.maxUses }),
      coupon.maxUsesPerTrader === null ? null : t('coupons.perTrader', { max: coupon.maxUsesPerTrader }),
    ]
      .filter((part) => part !== null)
      .join(' · ');

  return (
    <>
      <Text size="sm" c="dimmed">
        {t('coupons.intro')}
      </Text>
      {canEdit ? null : (
        <Text size="sm" c="dimmed">
          {t('coupons.readOnly')}
        </Text>
      )}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label={t('coupons.search')}
          value={searchText}
          maxLength={40}
          onChange={(event) => {
            setSearchText(event.currentTarget.value);
            setPage(1);
          }}
        />
        {canEdit ? <Button onClick={() => setEditing('new')}>{t('coupons.add')}</Button> : null}
      </Group>
      <QueryStatus
        query={coupons}
        loadingLabel={t('coupons.loading')}
        failureLabel={t('coupons.loadFailed')}
        retryLabel={t('retry')}
      />
      {data?.total === 0 ? (
        <Text size="sm">{search === '' ? t('coupons.empty') : t('coupons.noMatch')}</Text>
      ) : null}
      {data === undefined || data.total === 0 ? null : (
        <>
          <Table.ScrollContainer minWidth={720} type="native">
            <Table verticalSpacing="xs" aria-label={t('tabs.coupons')} data-testid="coupons">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('coupons.columns.code')}</Table.Th>
                  <Table.Th>{t('coupons.columns.discount')}</Table.Th>
                  <Table.Th>{t('coupons.columns.plans')}</Table.Th>
                  <Table.Th>{t('coupons.columns.valid')}</Table.Th>
                  <Table.Th>{t('coupons.columns.uses')}</Table.Th>
                  <Table.Th>{t('coupons.columns.status')}</Table.Th>
                  {canEdit ? <Table.Th /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.coupons.map((coupon) => (
                  <Table.Tr key={coupon.id}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {coupon.code}
                      </Text>
                    </Table.Td>
                    <Table.Td>{discountOf(coupon)}</Table.Td>
                    <Table.Td>
                      {coupon.planIds.length === 0
                        ? t('coupons.everyPlan')
                        : t('coupons.planCount', { count: coupon.planIds.length })}
                    </Table.Td>
                    <Table.Td>{validityOf(coupon)}</Table.Td>
                    <Table.Td>{usesOf(coupon)}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={coupon.active ? 'green' : 'gray'}>
                        {coupon.active ? t('coupons.active') : t('coupons.inactive')}
                      </Badge>
                    </Table.Td>
                    {canEdit ? (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            aria-label={t('coupons.editCode', { code: coupon.code })}
                            onClick={() => setEditing(coupon)}
                          >
                            {t('coupons.edit')}
                          </Button>
                          {coupon.active ? (
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              color="red"
                              aria-label={t('coupons.deactivateCode', { code: coupon.code })}
                              onClick={() => setDeactivating(coupon)}
                            >
                              {t('coupons.deactivate')}
                            </Button>
                          ) : null}
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pagination
            total={Math.max(1, Math.ceil(data.total / COUPON_PAGE_SIZE))}
            value={page}
            onChange={setPage}
            hideWithOnePage
            size="sm"
            aria-label={t('coupons.pages')}
          />
        </>
      )}
      {editing === null ? null : (
        <CouponDialog
          organizationId={organizationId}
          coupon={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        title={deactivating === null ? null : t('coupons.deactivateTitle', { code: deactivating.code })}
        message={t('coupons.deactivateBody')}
        error={deactivate.isError ? t('coupons.deactivateFailed') : null}
        isPending={deactivate.isPending}
        confirmLabel={t('coupons.deactivateConfirm')}
        cancelLabel={t('coupons.cancel')}
        onConfirm={() => {
          if (deactivating !== null) {
            deactivate.mutate(deactivating.id, { onSuccess: () => setDeactivating(null) });
          }
        }}
        onCancel={() => {
          deactivate.reset();
          setDeactivating(null);
        }}
      />
    </>
  );
}
