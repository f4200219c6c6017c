import type { EntityManager } from '@mikro-orm/core';
import type { TPayoutMethod, TPayoutMethodInput, ZPayoutMethodInput } from '@propdesk/shared/contracts';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { isValidWalletAddress } from './payout-method-validation.ts';
import { PayoutMethod, type TPayoutMethodEntity } from './payout-method.entity.ts';

type TValidInput = z.output<typeof ZPayoutMethodInput>;

/** A trader keeps a handful of destinations; more is a sign of something else going on. */
export const MAX_PAYOUT_METHODS = 10;

export function toPayoutMethod(method: TPayoutMethodEntity): TPayoutMethod {
  return {
    id: method.id,
    kind: method.kind,
    label: method.label,
    accountHolder: method.accountHolder ?? null,
    iban: method.iban ?? null,
    bic: method.bic ?? null,
    network: method.network ?? null,
    address: method.address ?? null,
    createdAt: method.createdAt.toISOString(),
  };
}

/** The columns of a validated input; a wallet's address is checked against its network here. */
function columnsOf(input: TValidInput) {
  if (input.kind === 'bank_transfer') {
    return {
      kind: input.kind,
      label: input.label,
      accountHolder: input.accountHolder,
      iban: input.iban,
      bic: input.bic,
      network: null,
      address: null,
    };
  }
  if (!isValidWalletAddress(input.network, input.address)) {
    throw DomainError.badRequest('This address is not valid on the chosen network', {
      field: 'address',
      network: input.network,
    });
  }
  return {
    kind: input.kind,
    label: input.label,
    accountHolder: null,
    iban: null,
    bic: null,
    network: input.network,
    address: input.address,
  };
}

export async function listOwnPayoutMethods({
  em,
  ownerId,
}: {
  em: EntityManager;
  ownerId: string;
}): Promise<TPayoutMethod[]> {
  const methods = await em.find(
    PayoutMethod,
    { owner: ownerId },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return methods.map(toPayoutMethod);
}

export async function savePayoutMethod({
  em,
  ownerId,
  methodId,
  input,
  client,
}: {
  em: EntityManager;
  ownerId: string;
  /** Absent: a new method. */
  methodId?: string;
  input: TValidInput;
  client: TClientInfo;
}): Promise<TPayoutMethod> {
  const columns = columnsOf(input);
  let method: TPayoutMethodEntity;
  if (methodId === undefined) {
    if ((await em.count(PayoutMethod, { owner: ownerId })) >= MAX_PAYOUT_METHODS) {
      throw DomainError.conflict(`At most ${MAX_PAYOUT_METHODS} payout methods`);
    }
    method = em.create(PayoutMethod, { owner: ownerId, ...columns });
  } else {
    // Do not loosen: looked up by its owner, so another person's method answers 404.
    const found = await em.findOne(PayoutMethod, { id: methodId, owner: ownerId });
    if (found === null) throw DomainError.notFound('Payout method not found');
    method = em.assign(found, columns);
  }
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.payoutMethodSaved,
    outcome: 'success',
    actor: ownerId,
    client,
    details: { methodId: method.id, kind: method.kind },
  });
  await em.flush();
  return toPayoutMethod(method);
}

export async function deletePayoutMethod({
  em,
  ownerId,
  methodId,
  client,
}: {
  em: EntityManager;
  ownerId: string;
  methodId: string;
  client: TClientInfo;
}): Promise<void> {
  const method = await em.findOne(PayoutMethod, { id: methodId, owner: ownerId });
  if (method === null) throw DomainError.notFound('Payout method not found');
  em.remove(method);
  recordAuditEvent(em, {
    action: AUDIT_ACTIONS.payoutMethodDeleted,
    outcome: 'success',
    actor: ownerId,
    client,
    details: { methodId },
  });
  await em.flush();
}

export type { TPayoutMethodInput };
