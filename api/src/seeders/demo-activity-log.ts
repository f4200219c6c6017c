import type { MikroORM } from '@mikro-orm/core';
import { AUDIT_ACTIONS, type TAuditAction, type TAuditTargetType } from '@propdesk/shared/contracts';
import { AuditEvent } from '../modules/audit/audit-event.entity.ts';
import { User } from '../modules/tenancy/user.entity.ts';
import { IdentityVerification } from '../modules/kyc/identity-verification.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import { DEFAULT_ORGANIZATION_SLUG } from '../modules/tenancy/organization.constants.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';
import { Payout } from '../modules/payouts/payout.entity.ts';
import { DAY, HOUR } from './demo-account-trading.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/** Where the demo staff work from: documentation addresses (RFC 5737) and everyday browsers. */
const OFFICE = {
  ip: '198.51.100.23',
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};
const PLATFORM = {
  ip: '203.0.113.40',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};
const PHONE = {
  ip: '192.0.2.77',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

type TDemoEvent = {
  at: number;
  actorId: string;
  action: TAuditAction;
  target: { type: TAuditTargetType; id: string };
  from: { ip: string; userAgent: string };
  details: Record<string, unknown>;
};

/**
 * The default organization's activity log over the last weeks (docs: Product › Demo data): the events the
 * api would have recorded for what the other seeders made happen, with the same actions, targets and
 * details: the traders joining, the platform admin's branding change, Fiona's identity check decided and
 * her first payout approved and paid. Runs after the demo payouts.
 */
export async function seedDemoActivityLog(orm: MikroORM, now: number): Promise<void> {
  const em = orm.em.fork();
  const organization = await em.findOneOrFail(Organization, { slug: DEFAULT_ORGANIZATION_SLUG });
  const userId = async (email: string) => (await em.findOneOrFail(User, { email }, { fields: ['id'] })).id;
  const owner = await userId(DEMO_ACCOUNTS.organizationOwner.email);
  const admin = await userId(DEMO_ACCOUNTS.platformAdmin.email);
  const fiona = await userId(DEMO_ACCOUNTS.fundedTrader.email);
  const events: TDemoEvent[] = [];

  const traders = await em.find(OrganizationMember, { organization, role: 'user' }, { fields: ['user'] });
  for (const [index, member] of traders.entries()) {
    events.push({
      at: now - (41 - index * 13) * DAY,
      actorId: member.user.id,
      action: AUDIT_ACTIONS.organizationMemberLinked,
      target: { type: 'user', id: member.user.id },
      from: PHONE,
      details: { membershipCreated: false, via: 'client_slug' },
    });
  }
  // No bridge key is issued in the demo (the security dashboard says so): the log tells of none either.
  events.push({
    at: now - 26 * DAY + 3 * HOUR,
    actorId: admin,
    action: AUDIT_ACTIONS.organizationUpdated,
    target: { type: 'organization', id: organization.id },
    from: PLATFORM,
    details: { fields: ['theme'] },
  });

  const verification = await em.findOne(IdentityVerification, { user: fiona });
  if (verification?.reviewedAt != null) {
    events.push({
      at: verification.reviewedAt.getTime(),
      actorId: owner,
      action: AUDIT_ACTIONS.kycDecided,
      target: { type: 'kyc_verification', id: verification.id },
      from: OFFICE,
      details: { decision: 'approved' },
    });
  }
  const paid = await em.find(Payout, { organization, status: 'paid' });
  for (const payout of paid) {
    const onPayout = { type: 'payout', id: payout.id } as const;
    if (payout.decidedAt != null) {
      events.push({
        at: payout.decidedAt.getTime(),
        actorId: owner,
        action: AUDIT_ACTIONS.payoutApproved,
        target: onPayout,
        from: OFFICE,
        details: { grossMinor: payout.grossMinor },
      });
    }
    if (payout.paidAt != null) {
      events.push({
        at: payout.paidAt.getTime(),
        actorId: owner,
        action: AUDIT_ACTIONS.payoutPaid,
        target: onPayout,
        from: PHONE,
        details: { reference: payout.paidReference },
      });
    }
  }

  for (const event of events) {
    em.create(AuditEvent, {
      actor: event.actorId,
      action: event.action,
      organization,
      targetType: event.target.type,
      targetId: event.target.id,
      outcome: 'success',
      ip: event.from.ip,
      userAgent: event.from.userAgent,
      details: event.details,
      createdAt: new Date(event.at),
    });
  }
  await em.flush();
}
