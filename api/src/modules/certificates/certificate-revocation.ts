import type { EntityManager } from '@mikro-orm/core';
import type { TCertificateRevocation } from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import type { TActor } from '../../http/actor.ts';
import { AUDIT_ACTIONS, recordAuditEvent, type TClientInfo } from '../audit/index.ts';
import { publishNotification } from '../notifications/index.ts';
import { requireStaffPermission } from '../organizations/index.ts';
import { Certificate } from './certificate.entity.ts';

/**
 * Revokes a certificate of the organization, for good, with the reason the trader is told. Do not loosen:
 * the revocation is one conditional UPDATE (`revoked_at IS NULL` and the organization in its WHERE), in
 * the transaction that writes its notification and audit row, so of two staff revoking at once exactly one
 * succeeds and the other is told it was already revoked (409), and another firm's certificate matches
 * nothing and is a 404, like one that does not exist.
 */
export async function revokeOrganizationCertificate({
  em,
  actor,
  organizationId,
  certificateId,
  reason,
  client,
  now = new Date(),
}: {
  em: EntityManager;
  actor: TActor;
  organizationId: string;
  certificateId: string;
  /** Already trimmed and checked by the route's schema (ZRevokeCertificate). */
  reason: string;
  client: TClientInfo;
  now?: Date;
}): Promise<TCertificateRevocation> {
  await requireStaffPermission({ em, actor, organizationId, permission: 'certificates.revoke' });
  await em.transactional(async (tx) => {
    const changed = await tx.nativeUpdate(
      Certificate,
      { id: certificateId, organization: organizationId, revokedAt: null },
      { revokedAt: now, revocationReason: reason, updatedAt: now },
    );
    if (changed === 0) {
      const exists = await tx.count(Certificate, { id: certificateId, organization: organizationId });
      if (exists === 0) throw DomainError.notFound('Certificate not found');
      throw DomainError.conflict('This certificate has already been revoked');
    }
    const certificate = await tx.findOneOrFail(
      Certificate,
      { id: certificateId },
      { fields: ['owner', 'login', 'kind'] },
    );
    publishNotification(tx, 'certificate_revoked', {
      certificateId,
      ownerId: certificate.owner.id,
      organizationId,
      login: certificate.login,
      kind: certificate.kind,
      reason,
    });
    recordAuditEvent(tx, {
      action: AUDIT_ACTIONS.certificateRevoked,
      outcome: 'success',
      actor: actor.userId,
      client,
      details: { certificateId, organizationId, ownerId: certificate.owner.id, reason },
    });
  });
  return { certificateId, revokedAt: now.getTime(), reason };
}
