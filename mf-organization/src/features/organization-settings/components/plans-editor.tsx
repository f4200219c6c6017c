import { useState } from 'react';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TStaffPlan } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { ListStates } from './list-states.tsx';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useStaffPlans } from '../queries.ts';
import { PlanDialog } from './plan-dialog.tsx';

/**
 * The firm's plans: every program's account sizes and fees, on sale or not; owners, admins and platform
 * admins add and change them (settings.manage), managers read them.
 */
export function PlansEditor({ organizationId, canEdit }: { organizationId: string; canEdit: boolean }) {
  const { t, i18n } = useLazyTranslation(organizationSettingsTexts);
  const plans = useStaffPlans(organizationId);
  const [editing, setEditing] = useState<TStaffPlan | 'new' | null>(null);
  const money = (minor: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency, maximumFractionDigits: 2 }).format(
      minor / 100,
    );

  return (
    <>
      <Text size="sm" c="dimmed">
        {t('plans.intro')}
      </Text>
      {canEdit ? (
        <Group justify="flex-end">
          <Button onClick={() => setEditing('new')}>{t('plans.add')}</Button>
        </Group>
      ) : null}
      <ListStates
        query={plans}
        loadingLabel={t('plans.loading')}
        failureLabel={t('plans.loadFailed')}
        emptyLabel={t('plans.empty')}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={600} type="native">
            <Table verticalSpacing="xs" aria-label={t('tabs.plans')} data-testid="plans">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('plans.columns.program')}</Table.Th>
                  <Table.Th>{t('plans.columns.size')}</Table.Th>
                  <Table.Th>{t('plans.columns.fee')}</Table.Th>
                  <Table.Th>{t('plans.columns.onSale')}</Table.Th>
                  <Table.Th>{t('plans.columns.reset')}</Table.Th>
                  <Table.Th>{t('plans.columns.order')}</Table.Th>
                  {canEdit ? <Table.Th /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((plan) => (
                  <Table.Tr key={plan.id}>
                    <Table.Td>{t(`plans.programs.${plan.program}`)}</Table.Td>
                    <Table.Td>{money(plan.accountSizeMinor, plan.currency)}</Table.Td>
                    <Table.Td>{money(plan.feeMinor, plan.currency)}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={plan.active ? 'green' : 'gray'}>
                        {plan.active ? t('plans.yes') : t('plans.no')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {plan.resetOffer === null
                        ? t('plans.reset.kinds.none')
                        : t('plans.reset.summary', {
                            count: plan.resetOffer.windowDays,
                            price:
                              plan.resetOffer.priceMinor === null
                                ? t('plans.reset.percentOff', { percent: plan.resetOffer.discountPercent })
                                : money(plan.resetOffer.priceMinor, plan.currency),
                          })}
                    </Table.Td>
                    <Table.Td>{plan.displayOrder}</Table.Td>
                    {canEdit ? (
                      <Table.Td>
                        <Button size="compact-xs" variant="subtle" onClick={() => setEditing(plan)}>
                          {t('plans.edit')}
                        </Button>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListStates>
      {editing === null ? null : (
        <PlanDialog
          organizationId={organizationId}
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
