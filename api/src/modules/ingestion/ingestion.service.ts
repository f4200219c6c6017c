import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { TRADING_ERROR_CODES } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TClock } from '../../infra/clock.ts';
import { verifySignedPayload } from '../../infra/signed-payload.ts';
import { type TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { requireSecondFactor, type TSecretBox } from '../auth/index.ts';
import { Organization, OrganizationMember, Profile } from '../tenancy/index.ts';
import {
  Deal,
  type TAccountEvaluator,
  TradingAccount,
  type TTradingAccount,
} from '../trading-accounts/index.ts';
import { IngestedEvent } from './ingested-event.entity.ts';
import { IngestionKey, type TIngestionKey } from './ingestion-key.entity.ts';
import {
  ZIngestBatch,
  type TIngestBatch,
  type TIngestEvent,
  type TIngestResponse,
} from './ingestion.schemas.ts';
import { PLATFORM_ADAPTERS } from './platform-adapter.ts';

type TResult = TIngestResponse['results'][number]['result'];

/**
 * !!! Security invariant: only a platform admin, or an owner or admin of the organization itself, may
 * issue its ingestion secret. Anyone else gets the same 404 as for an unknown organization. !!!
 * A new secret replaces the old one at once (bridges must be updated) and is shown only in this answer.
 * Whoever holds it can feed the organization's accounts, so each issue is audited with the change.
 */
export async function rotateIngestionKey({
  em,
  actor,
  organizationId,
  secretBox,
  client,
}: {
  em: EntityManager;
  actor: TActor;
  organizationId: string;
  secretBox: TSecretBox;
  client: TClientInfo;
}): Promise<string> {
  const userId = actor.userId;
  const organization = await em.findOne(Organization, { id: organizationId });
  const profile = await em.findOne(Profile, { user: userId });
  const isPlatformAdmin = profile?.role === 'admin';
  const membership =
    organization === null || isPlatformAdmin
      ? null
      : await em.findOne(OrganizationMember, {
          organization: organization.id,
          user: userId,
          status: 'active',
          role: { $in: ['owner', 'admin'] },
        });
  if (organization === null || (!isPlatformAdmin && membership === null)) {
    throw DomainError.notFound('Organization not found');
  }
  requireSecondFactor(actor);
  const secret = `pdk_${randomBytes(32).toString('base64url')}`;
  const existing = await em.findOne(IngestionKey, { organization: organization.id });
  if (existing === null) {
    // The sealed secret is bound to its row, so the id is chosen before sealing.
    const id = randomUUID();
    em.create(IngestionKey, { id, organization, sealedSecret: secretBox.seal(secret, id) });
  } else {
    existing.sealedSecret = secretBox.seal(secret, existing.id);
    existing.rotatedAt = new Date();
    // A new secret has not been used by any bridge yet.
    existing.lastUsedAt = null;
  }
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.ingestionKeyIssued,
    outcome: 'success',
    actor: userId,
    client,
    organizationId: organization.id,
    target: { type: 'organization', id: organization.id },
    details: { slug: organization.slug, replacedKey: existing !== null },
  });
  await em.flush();
  return secret;
}

/**
 * Verified against when the organization is unknown or has no key: random per process, so no signature
 * can match it, and the refusal costs the same HMAC as a real check.
 */
const UNKNOWABLE_SECRET = randomBytes(32).toString('base64url');

/** The one answer to every refused delivery, whatever the cause. */
function invalidDelivery(): DomainError {
  return new DomainError(
    TRADING_ERROR_CODES.invalidSignature,
    'The signature is missing, expired or does not match',
  );
}

/**
 * One signed delivery from an organization's bridge. The signature (HMAC over timestamp and body, five
 * minutes' window) is checked with the organization's own secret before the body is parsed. Events are
 * judged per account in time order through the serialized evaluation; each event id is recorded in the
 * same transaction as its effect, so a resent batch changes nothing.
 *
 * Do not loosen: an unknown organization, one without a key, and a missing, stale or wrong signature all
 * get the same 401 (status, code and message), found with the same single query and checked with the
 * same HMAC, so the endpoint does not tell which organizations exist or have a key.
 */
export async function ingestDelivery({
  em,
  organizationSlug,
  body,
  signature,
  secretBox,
  evaluator,
  clock,
}: {
  em: EntityManager;
  organizationSlug: string;
  body: string;
  signature: string | undefined;
  secretBox: TSecretBox;
  evaluator: TAccountEvaluator;
  clock: TClock;
}): Promise<TIngestResponse> {
  const key = await em.findOne(
    IngestionKey,
    { organization: { slug: organizationSlug } },
    { populate: ['organization'] },
  );
  const opened = key === null ? null : secretBox.open(key.sealedSecret, key.id);
  const check = verifySignedPayload({
    secret: opened?.plaintext ?? UNKNOWABLE_SECRET,
    header: signature,
    body,
    nowMs: clock.now(),
  });
  if (key === null || opened === null || !check.isValid) throw invalidDelivery();
  const organization = key.organization;
  if (opened.needsResealing) await resealIngestionKey({ em, key, secret: opened.plaintext, secretBox });
  await touchIngestionKey({ em, key, now: clock.now() });
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw DomainError.badRequest('The body is not JSON');
  }
  const parsed = ZIngestBatch.safeParse(json);
  if (!parsed.success)
    throw DomainError.badRequest('The body is not a batch of trading events', parsed.error.issues);
  return applyIngestBatch({ em, organizationId: organization.id, batch: parsed.data, evaluator });
}

/**
 * Books a batch of trading events for the organization that sent it (a verified signature, or an API key
 * with `ingestion:write`): each platform account's events in time order through the rules engine, each
 * event once per organization. Accounts of other organizations are unknown here.
 */
export async function applyIngestBatch({
  em,
  organizationId,
  batch,
  evaluator,
}: {
  em: EntityManager;
  organizationId: string;
  batch: TIngestBatch;
  evaluator: TAccountEvaluator;
}): Promise<TIngestResponse> {
  const results = new Map<string, TResult>();
  const byAccount = new Map<string, TIngestEvent[]>();
  for (const event of batch.events) {
    const accountKey = `${event.platform} ${event.login}`;
    byAccount.set(accountKey, [...(byAccount.get(accountKey) ?? []), event]);
  }
  for (const events of byAccount.values()) {
    const [firstEvent] = events;
    if (firstEvent === undefined) continue;
    // Do not loosen: the account must belong to the organization whose secret signed the delivery.
    const account = await em.findOne(
      TradingAccount,
      { organization: organizationId, platform: firstEvent.platform, login: firstEvent.login },
      { fields: ['id'] },
    );
    if (account === null) {
      for (const event of events) results.set(event.id, 'unknown_account');
      continue;
    }
    const inTimeOrder = [...events].sort((a, b) => instantOf(a) - instantOf(b));
    await evaluator.evaluate({
      em,
      accountId: account.id,
      collectEvents: async (tx, locked) => {
        const seen = await tx.find(
          IngestedEvent,
          { organization: organizationId, eventId: { $in: inTimeOrder.map((event) => event.id) } },
          { fields: ['eventId'] },
        );
        const seenIds = new Set(seen.map((row) => row.eventId));
        const fresh = inTimeOrder.filter((event) => {
          const isDuplicate = seenIds.has(event.id) || results.get(event.id) === 'applied';
          results.set(event.id, isDuplicate ? 'duplicate' : 'applied');
          return !isDuplicate;
        });
        for (const event of fresh) {
          tx.create(IngestedEvent, { organization: organizationId, eventId: event.id, account: locked });
          if (event.type === 'deal') recordDeal(tx, locked, event);
        }
        return fresh.map((event) => PLATFORM_ADAPTERS[event.platform].toEngineEvent(event));
      },
    });
  }
  return {
    results: batch.events.map((event) => ({
      id: event.id,
      result: results.get(event.id) ?? 'duplicate',
    })),
  };
}

/**
 * Re-seals a secret still in the old format (bound to this row now) once a valid signature proved it is
 * the one the bridges use. Conditional on the stored value, so a rotation that happened meanwhile wins.
 */
async function resealIngestionKey({
  em,
  key,
  secret,
  secretBox,
}: {
  em: EntityManager;
  key: TIngestionKey;
  secret: string;
  secretBox: TSecretBox;
}): Promise<void> {
  await em.nativeUpdate(
    IngestionKey,
    { id: key.id, sealedSecret: key.sealedSecret },
    { sealedSecret: secretBox.seal(secret, key.id) },
  );
}

/** How stale the key's "last used" may be: a bridge delivering every second writes at most once a minute. */
export const INGESTION_KEY_TOUCH_INTERVAL_MS = 60_000;

/**
 * Notes that a delivery just verified with the key. Decided on the row already loaded, so most deliveries
 * send no statement; the update is conditional on the value read, so concurrent deliveries write once.
 */
async function touchIngestionKey({
  em,
  key,
  now,
}: {
  em: EntityManager;
  key: TIngestionKey;
  now: number;
}): Promise<void> {
  const lastUsedAt = key.lastUsedAt ?? null;
  if (lastUsedAt !== null && now - lastUsedAt.getTime() < INGESTION_KEY_TOUCH_INTERVAL_MS) return;
  await em.nativeUpdate(IngestionKey, { id: key.id, lastUsedAt }, { lastUsedAt: new Date(now) });
}

function instantOf(event: TIngestEvent): number {
  return Date.parse(event.type === 'deal' ? event.executedAt : event.at);
}

function recordDeal(
  em: EntityManager,
  account: TTradingAccount,
  event: Extract<TIngestEvent, { type: 'deal' }>,
): void {
  em.create(Deal, {
    account,
    externalId: event.id,
    positionId: event.positionId,
    symbol: event.symbol,
    side: event.side,
    volume: event.volume,
    price: event.price,
    entry: event.entry,
    profitMinor: event.profitMinor,
    commissionMinor: event.commissionMinor,
    executedAt: new Date(event.executedAt),
  });
}
