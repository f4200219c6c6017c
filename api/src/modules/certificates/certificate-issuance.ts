import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { PHASE_KINDS, type TCertificateKind } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { insertRowsSkippingConflicts, placeholders, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import type { TEventConsumer, TPublishedEvent } from '../events/index.ts';
import { publishNotification } from '../notifications/index.ts';
import { newCertificateCode } from './certificate-code.ts';

const ZAccountFacts = z.object({
  accountId: z.uuid(),
  ownerId: z.uuid(),
  organizationId: z.uuid(),
  login: z.string(),
});

/** The events certificates are issued from, parsed by their own schemas (a payload is never trusted). */
const ISSUING_EVENTS = {
  phase_passed: ZAccountFacts.extend({
    phaseKind: z.enum(PHASE_KINDS),
    next: z.object({ accountId: z.uuid(), login: z.string(), phaseKind: z.enum(PHASE_KINDS) }).nullable(),
  }),
  // An instant account is funded from its first day.
  account_opened: ZAccountFacts.extend({ phaseKind: z.enum(PHASE_KINDS) }),
  trader_payout_paid: ZAccountFacts.extend({
    payoutId: z.uuid(),
    amountMinor: z.number().int().positive(),
    currency: z.string().length(3),
  }),
} as const;

/** One certificate to write: what it attests and the key that makes it unique. */
export type TPlannedCertificate = {
  readonly kind: TCertificateKind;
  readonly sourceKey: string;
  readonly accountId: string;
  readonly ownerId: string;
  readonly organizationId: string;
  readonly login: string;
  readonly amountMinor: number | null;
  readonly currency: string | null;
  readonly issuedAt: Date;
};

/**
 * The certificate an event earns, if any. Passing the last evaluation phase (the next account is the
 * funded one, or there is none) earns `funded`; passing a challenge that leads to a verification earns
 * `challenge_passed`.
 */
export function plannedCertificateOf(event: TPublishedEvent): TPlannedCertificate | null {
  const at = event.occurredAt;
  switch (event.type) {
    case 'phase_passed': {
      const payload = ISSUING_EVENTS.phase_passed.parse(event.payload);
      if (payload.phaseKind === 'funded' || payload.phaseKind === 'instant') return null;
      const kind = payload.next?.phaseKind === 'verification' ? 'challenge_passed' : 'funded';
      return {
        ...payload,
        kind,
        sourceKey: `${kind}:${payload.accountId}`,
        amountMinor: null,
        currency: null,
        issuedAt: at,
      };
    }
    case 'account_opened': {
      const payload = ISSUING_EVENTS.account_opened.parse(event.payload);
      if (payload.phaseKind !== 'instant') return null;
      return {
        ...payload,
        kind: 'funded',
        sourceKey: `funded:${payload.accountId}`,
        amountMinor: null,
        currency: null,
        issuedAt: at,
      };
    }
    case 'trader_payout_paid': {
      const payload = ISSUING_EVENTS.trader_payout_paid.parse(event.payload);
      return { ...payload, kind: 'payout', sourceKey: `payout:${payload.payoutId}`, issuedAt: at };
    }
    default:
      return null;
  }
}

const CERTIFICATE_COLUMNS = [
  { name: 'id', type: 'uuid' },
  { name: 'created_at', type: 'datetime' },
  { name: 'updated_at', type: 'datetime' },
  { name: 'owner_id', type: 'uuid' },
  { name: 'organization_id', type: 'uuid' },
  { name: 'account_id', type: 'uuid' },
  { name: 'kind', type: 'text' },
  { name: 'login', type: 'text' },
  { name: 'account_size_minor', type: 'integer' },
  { name: 'amount_minor', type: 'integer' },
  { name: 'currency', type: 'text' },
  { name: 'code', type: 'text' },
  { name: 'source_key', type: 'text' },
  { name: 'issued_at', type: 'datetime' },
] as const;

type TAccountRow = { id: string; owner_id: string; account_size_minor: unknown; currency: string };

type TWrittenRow = {
  id: string;
  owner_id: string;
  organization_id: string;
  account_id: string;
  login: string;
  kind: TCertificateKind;
};

/**
 * Writes the planned certificates, skipping those already issued (the unique source key), and tells
 * each trader of theirs (a `certificate_issued` notification, published in the same transaction, so it
 * exists exactly when the certificate does). Answers how many were written. The account's size and currency are read from the account itself, in one
 * statement; an account that is gone, or whose owner is not the event's, issues nothing.
 */
export async function issueCertificates(
  tx: EntityManager,
  planned: readonly TPlannedCertificate[],
): Promise<number> {
  if (planned.length === 0) return 0;
  const accountIds = [...new Set(planned.map((certificate) => certificate.accountId))];
  const accounts = await queryRows<TAccountRow>(
    tx,
    'select id, owner_id, account_size_minor, currency from trading_accounts ' +
      `where id in (${placeholders(accountIds.length)})`,
    accountIds,
  );
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  const now = new Date();
  const rows = planned.flatMap((certificate) => {
    const account = accountById.get(certificate.accountId);
    if (account === undefined || account.owner_id !== certificate.ownerId) return [];
    return [
      [
        randomUUID(),
        now,
        now,
        certificate.ownerId,
        certificate.organizationId,
        certificate.accountId,
        certificate.kind,
        certificate.login,
        numberOf(account.account_size_minor),
        certificate.amountMinor,
        certificate.currency ?? account.currency,
        newCertificateCode(),
        certificate.sourceKey,
        certificate.issuedAt,
      ],
    ];
  });
  const written = await insertRowsSkippingConflicts<TWrittenRow>(tx, {
    table: 'certificates',
    columns: CERTIFICATE_COLUMNS,
    rows,
    conflictKey: ['source_key'],
    returning: ['id', 'owner_id', 'organization_id', 'account_id', 'login', 'kind'],
  });
  for (const certificate of written) {
    publishNotification(tx, 'certificate_issued', {
      certificateId: certificate.id,
      accountId: certificate.account_id,
      ownerId: certificate.owner_id,
      organizationId: certificate.organization_id,
      login: certificate.login,
      kind: certificate.kind,
    });
  }
  return written.length;
}

/**
 * Issues one certificate per qualifying event (phases passed, instant accounts opened, payouts paid).
 * Exactly once: the receipts skip events already handled, and the unique source key skips an achievement
 * told twice by different events.
 */
export function createCertificatesConsumer(): TEventConsumer {
  return {
    name: 'certificates',
    handle: async (tx, events) => {
      const planned = events.flatMap((event) => {
        const certificate = plannedCertificateOf(event);
        return certificate === null ? [] : [certificate];
      });
      await issueCertificates(tx, planned);
    },
  };
}
