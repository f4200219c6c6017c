import { useState } from 'react';
import { tradingTexts } from '@propdesk/shared/trading-ui';
import type { TPublicPlan, TPublicProgram } from '@propdesk/shared/contracts';
import { TRADING_ERROR_CODES, type TProgram } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useNavigate } from '@propdesk/shared/router';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Tabs } from '@mantine/core';
import { PageFrame } from '@propdesk/shared/ui';
import { plansTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { errorCodeOf, organizationInactiveTextOf } from '../../../lib/api-error.ts';
import { useCreateOrder, usePlans } from '../api/plans.ts';
import { useCouponPreviews } from '../api/coupon-previews.ts';
import { DiscountCodeField } from './discount-code-field.tsx';
import { codeStatusOf, couponRefusalTextOf, planCouponOf, type TPlanCoupon } from './plan-coupons.ts';
import { ProgramRules } from './program-rules.tsx';
import { LoadError, LoadingBlock } from '../../account-view/index.ts';
import { useFormatters } from '@propdesk/shared/format';

/** One checkout attempt: the plan, the code and the idempotency key every retry of it sends. */
type TCheckoutAttempt = { planId: string; couponCode: string | null; idempotencyKey: string };

/** The plan's fee, or with an applied code the price to pay, the fee it replaces and the saving. */
function PlanPrice({ plan, coupon }: { plan: TPublicPlan; coupon: TPlanCoupon | null }) {
  const { t } = useLazyTranslation(plansTexts, traderTexts, tradingTexts);
  const format = useFormatters();
  const fee = format.moneyCentsIfAny(plan.feeMinor, plan.currency);
  if (coupon?.state !== 'applied') {
    return (
      <>
        <Text size="sm" c="dimmed">
          {t('pricing.fee', { fee })}
        </Text>
        {coupon?.state === 'refused' && coupon.text === 'coupon.refusals.otherPlan' ? (
          <Text size="xs" c="dimmed">
            {t('coupon.notForPlan')}
          </Text>
        ) : null}
      </>
    );
  }
  const { preview } = coupon;
  return (
    <>
      <Text size="sm" fw={700} data-testid="discounted-fee">
        {t('pricing.fee', { fee: format.moneyWithCents(preview.priceMinor, preview.currency) })}
      </Text>
      <Text size="xs" c="dimmed" td="line-through">
        {t('coupon.was', { fee })}
      </Text>
      <Text size="xs" c="green.8">
        {t('coupon.saving', { amount: format.moneyWithCents(preview.discountMinor, preview.currency) })}
      </Text>
    </>
  );
}

function PlanCard({
  plan,
  coupon,
  isBuying,
  isDisabled,
  onBuy,
}: {
  plan: TPublicPlan;
  coupon: TPlanCoupon | null;
  isBuying: boolean;
  isDisabled: boolean;
  onBuy: () => void;
}) {
  const { t } = useLazyTranslation(plansTexts, traderTexts, tradingTexts);
  const format = useFormatters();
  const size = format.moneyCentsIfAny(plan.accountSizeMinor, plan.currency);
  return (
    <Card withBorder radius="md" padding="md" data-testid="plan-card">
      <Stack gap={4} h="100%">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('pricing.accountSize')}
        </Text>
        <Text fw={800} fz="xl">
          {size}
        </Text>
        <PlanPrice plan={plan} coupon={coupon} />
        <Button
          mt="auto"
          onClick={onBuy}
          loading={isBuying}
          disabled={isDisabled}
          aria-label={t('pricing.buyPlan', { size })}
        >
          {t('pricing.buy')}
        </Button>
      </Stack>
    </Card>
  );
}

function ProgramPanel({
  program,
  coupons,
  buyingPlanId,
  canBuy,
  onBuy,
}: {
  program: TPublicProgram;
  /** An applied code's effect on each plan, by plan id; empty without a code. */
  coupons: ReadonlyMap<string, TPlanCoupon>;
  buyingPlanId: string | null;
  /** False when the installation has no payment provider: the plans are shown for reference only. */
  canBuy: boolean;
  onBuy: (plan: TPublicPlan) => void;
}) {
  const { t } = useLazyTranslation(plansTexts, traderTexts, tradingTexts);
  const steps = [
    ...program.rules.phases.map((phase) => t(`phase.${phase.kind}`)),
    ...(program.rules.scaling === null ? [] : [t('pricing.scalingPlan')]),
  ];
  return (
    <Stack gap="lg" pt="lg">
      <Group gap="xs" aria-label={t('pricing.progression')}>
        {steps.map((step, index) => (
          <Group key={`${step}-${index}`} gap="xs">
            {index > 0 ? (
              <Text c="dimmed" aria-hidden="true">
                →
              </Text>
            ) : null}
            <Badge size="lg" variant={index === 0 ? 'filled' : 'light'}>
              {step}
            </Badge>
          </Group>
        ))}
      </Group>
      {program.plans.length === 0 ? (
        <Text c="dimmed">{t('pricing.noPlans')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {program.plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              coupon={coupons.get(plan.id) ?? null}
              isBuying={buyingPlanId === plan.id}
              // While the applied code is checked for this plan its price is not known yet.
              isDisabled={
                !canBuy ||
                (buyingPlanId !== null && buyingPlanId !== plan.id) ||
                coupons.get(plan.id)?.state === 'checking'
              }
              onBuy={() => onBuy(plan)}
            />
          ))}
        </SimpleGrid>
      )}
      <ProgramRules program={program} />
    </Stack>
  );
}

/** /pricing: the organization's programs as tabs, each plan with its size and fee, and Buy. */
export function PricingPage() {
  const { t } = useLazyTranslation(plansTexts, traderTexts, tradingTexts);
  const navigate = useNavigate();
  const plans = usePlans();
  const createOrder = useCreateOrder();
  const [selected, setSelected] = useState<TProgram | null>(null);
  const [attempt, setAttempt] = useState<TCheckoutAttempt | null>(null);
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const programs = plans.data?.programs;
  const current = programs?.find((program) => program.program === selected) ?? programs?.[0];
  const shownPlanIds = current?.plans.map((plan) => plan.id) ?? [];
  const previews = useCouponPreviews(appliedCode, shownPlanIds);
  const coupons = new Map(
    appliedCode === null
      ? []
      : shownPlanIds.map((planId, index) => [
          planId,
          planCouponOf(previews[index] ?? { data: undefined, error: null, isPending: true }),
        ]),
  );
  const couponRefusal = couponRefusalTextOf(createOrder.error);
  const orderErrorCode = errorCodeOf(createOrder.error);
  // Without a payment provider the plans stay readable as a reference; the api's refusal of an order
  // (a page loaded before the answer changed) says the same as the plans' own flag.
  const isCheckoutUnavailable =
    plans.data?.checkoutAvailable === false || orderErrorCode === TRADING_ERROR_CODES.checkoutUnavailable;

  const buy = (plan: TPublicPlan) => {
    if (isCheckoutUnavailable) return;
    // The code goes with the order only where it applies; the server prices the order again.
    const couponCode = coupons.get(plan.id)?.state === 'applied' ? appliedCode : null;
    // A second click on the same plan after a failure is the same attempt: same key, never two orders.
    const next =
      attempt?.planId === plan.id && attempt.couponCode === couponCode
        ? attempt
        : { planId: plan.id, couponCode, idempotencyKey: crypto.randomUUID() };
    setAttempt(next);
    createOrder.mutate(
      {
        planId: plan.id,
        platform: 'simulator',
        idempotencyKey: next.idempotencyKey,
        ...(couponCode === null ? {} : { couponCode }),
      },
      {
        onSuccess: (order) => {
          if (order.status === 'paid' && order.tradingAccountId !== null) {
            void navigate(`/accounts/${order.tradingAccountId}`);
          } else if (order.status === 'pending' && order.paymentUrl !== null) {
            // A real provider's hosted payment page; it sends the trader back to /checkout/{orderId}.
            window.location.assign(order.paymentUrl);
          } else {
            void navigate(order.confirmationPath ?? `/checkout/${order.id}`);
          }
        },
      },
    );
  };

  let body;
  if (plans.isPending) {
    body = <LoadingBlock label={t('pricing.loading')} rows={2} height={160} />;
  } else if (plans.isError) {
    body = (
      <LoadError
        message={t('pricing.loadFailed')}
        onRetry={() => void plans.refetch()}
        isRetrying={plans.isFetching}
      />
    );
  } else if (programs === undefined || programs.length === 0) {
    body = (
      <Text c="dimmed" data-testid="pricing-empty">
        {t('pricing.empty')}
      </Text>
    );
  } else {
    body = (
      <Tabs
        value={current?.program ?? null}
        onChange={(value) =>
          setSelected(programs.find((program) => program.program === value)?.program ?? null)
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('pricing.programs')} grow>
          {programs.map((program) => (
            <Tabs.Tab key={program.program} value={program.program}>
              {t(`program.${program.program}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {programs.map((program) => (
          <Tabs.Panel key={program.program} value={program.program}>
            <ProgramPanel
              program={program}
              coupons={coupons}
              buyingPlanId={createOrder.isPending ? (attempt?.planId ?? null) : null}
              canBuy={!isCheckoutUnavailable}
              onBuy={buy}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  return (
    <PageFrame title={t('pages.pricing')} description={t('pricing.lead')}>
      {isCheckoutUnavailable ? (
        <Alert color="yellow" variant="light" role="status" data-testid="checkout-unavailable">
          {t('common.checkoutUnavailable')}
        </Alert>
      ) : createOrder.isError ? (
        <Alert color="red" role="alert" title={t('pricing.orderFailed')}>
          {orderErrorCode === TRADING_ERROR_CODES.planUnavailable
            ? t('pricing.planUnavailable')
            : couponRefusal !== null
              ? t(couponRefusal)
              : t(organizationInactiveTextOf(createOrder.error) ?? 'pricing.orderFailedHint')}
        </Alert>
      ) : null}
      {programs === undefined || programs.length === 0 || isCheckoutUnavailable ? null : (
        <DiscountCodeField
          appliedCode={appliedCode}
          status={codeStatusOf([...coupons.values()])}
          onApply={(code) => {
            createOrder.reset();
            setAppliedCode(code);
          }}
          onRemove={() => {
            createOrder.reset();
            setAppliedCode(null);
          }}
        />
      )}
      {body}
    </PageFrame>
  );
}
