import type { EntityManager } from '@mikro-orm/core';
import { AUDIT_ACTIONS } from '@propdesk/shared/contracts';
import { AuditEvent } from '../modules/audit/audit-event.entity.ts';
import { recordLedgerEntry } from '../modules/billing/index.ts';
import { DEFAULT_ORGANIZATION_SLUG } from '../modules/tenancy/organization.constants.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';
import { User } from '../modules/tenancy/user.entity.ts';
import { Order } from '../modules/trading-accounts/index.ts';
import { DAY } from './demo-account-trading.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_CLIENTS, emailOf } from './demo-clients.ts';

/** The demo client whose challenge was partly refunded: the first one with a challenge (Sofia Bianchi). */
export const DEMO_REFUNDED_CLIENT = DEMO_CLIENTS.find((row) => row[5].includes('challenge'));

/** What the owner gave back, and why, keeping the account open. */
export const DEMO_REFUND = {
  amountMinor: 2_000,
  reason: 'Goodwill: the price feed stalled on her first day',
};

/**
 * A partial refund on a demo client's challenge, as the owner would have made it from the client's
 * page two days ago with the account kept open (the sandbox took the payment, so nothing is asked of a
 * real provider): the client's orders show it and its movements list it. Runs after seedDemoClients.
 */
export async function seedDemoRefunds(em: EntityManager, { now }: { now: number }): Promise<void> {
  if (DEMO_REFUNDED_CLIENT === undefined) return;
  const organization = await em.findOneOrFail(Organization, { slug: DEFAULT_ORGANIZATION_SLUG });
  const client = await em.findOneOrFail(User, { email: emailOf(DEMO_REFUNDED_CLIENT) });
  const owner = await em.findOneOrFail(User, { email: DEMO_ACCOUNTS.organizationOwner.email });
  const order = await em.findOne(
    Order,
    { user: client.id, organization: organization.id, status: 'paid' },
    { orderBy: { createdAt: 'asc' } },
  );
  if (order === null) return;
  const at = now - 2 * DAY;
  recordLedgerEntry(em, {
    order,
    kind: 'refund',
    amountMinor: DEMO_REFUND.amountMinor,
    provider: order.provider,
    externalId: `sbx_demo_refund_${order.id}`,
    reason: DEMO_REFUND.reason,
    actorId: owner.id,
    at,
  });
  // Audited when it happened, as demo-clients.ts audits the owner's other actions.
  em.create(AuditEvent, {
    actor: owner.id,
    action: AUDIT_ACTIONS.orderRefunded,
    organization,
    targetType: 'order',
    targetId: order.id,
    outcome: 'success',
    ip: '203.0.113.10',
    userAgent: 'PropDesk demo data',
    details: {
      amountMinor: DEMO_REFUND.amountMinor,
      currency: order.currency,
      isFull: false,
      closedAccountIds: [],
      reason: DEMO_REFUND.reason,
    },
    createdAt: new Date(at),
  });
  await em.flush();
}
