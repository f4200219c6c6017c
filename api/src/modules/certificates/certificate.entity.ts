import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CERTIFICATE_CODE_LENGTH, CERTIFICATE_KINDS } from '@propdesk/shared/contracts';
import { baseProperties } from '../../db/base-properties.ts';
import { Organization, User } from '../tenancy/index.ts';
import { TradingAccount } from '../trading-accounts/index.ts';

export const CERTIFICATE_SOURCE_KEY_MAX_LENGTH = 80;

/**
 * A trader's achievement, attested by their firm: a challenge passed, funding earned, a payout paid.
 * Issued by the certificates consumer from domain events; anyone holding the code can verify it on the
 * public page, so the code is the only secret and it is random (certificate-code.ts).
 */
export const Certificate = defineEntity({
  name: 'Certificate',
  tableName: 'certificates',
  properties: {
    ...baseProperties(),
    owner: () => p.manyToOne(User).deleteRule('cascade').index(),
    organization: () => p.manyToOne(Organization).deleteRule('cascade').index(),
    // Kept when the account goes: the achievement stays true.
    account: () => p.manyToOne(TradingAccount).nullable().deleteRule('set null').index(),
    kind: p.enum(CERTIFICATE_KINDS),
    login: p.string().length(40),
    accountSizeMinor: p.integer(),
    amountMinor: p.integer().nullable(),
    currency: p.string().length(3),
    code: p.string().length(CERTIFICATE_CODE_LENGTH).unique(),
    // Do not loosen: one certificate per achievement (`kind:account` or `payout:payoutId`), whatever the
    // number of events that tell of it; without it a re-published event would print a second certificate.
    sourceKey: p.string().length(CERTIFICATE_SOURCE_KEY_MAX_LENGTH).unique(),
    issuedAt: p.datetime(),
    // Set once, by the firm's staff (certificate-revocation.ts), with the reason they gave.
    revokedAt: p.datetime().nullable(),
    revocationReason: p.text().nullable(),
  },
});

export type TCertificate = InferEntity<typeof Certificate>;
