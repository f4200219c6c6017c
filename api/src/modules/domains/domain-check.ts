import { randomBytes } from 'node:crypto';
import { DOMAIN_VERIFICATION_LABEL, type TDomainCheckFailure } from '@propdesk/shared/contracts';
import type { TTxtResolver } from './txt-resolver.ts';

/** A fresh, unguessable value for a domain's verification record. */
export function newVerificationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The TXT record a firm creates to prove it controls `domain`. */
export function verificationRecordOf(
  domain: string,
  token: string,
): { type: 'TXT'; name: string; value: string } {
  return {
    type: 'TXT',
    name: `${DOMAIN_VERIFICATION_LABEL}.${domain}`,
    value: `propdesk-verification=${token}`,
  };
}

/** DNS answers meaning "no such record", as opposed to the DNS failing to answer. */
const NO_RECORD_CODES = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/**
 * Asks DNS whether the domain carries its verification record. A record with another value (an old
 * token, another provider's) is a mismatch; no record at all, or no such name, is missing; a DNS that
 * times out or fails is unavailable, so the firm is told to try again rather than to fix its record.
 */
export async function checkDomainRecord(
  resolve: TTxtResolver,
  domain: string,
  token: string,
): Promise<{ isVerified: true } | { isVerified: false; failure: TDomainCheckFailure }> {
  const expected = verificationRecordOf(domain, token);
  let records: string[][];
  try {
    records = await resolve(expected.name);
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    return { isVerified: false, failure: NO_RECORD_CODES.has(code) ? 'record_missing' : 'dns_unavailable' };
  }
  // A long TXT value may arrive split in several strings: they make one value.
  const values = records.map((strings) => strings.join(''));
  if (values.includes(expected.value)) return { isVerified: true };
  return { isVerified: false, failure: values.length === 0 ? 'record_missing' : 'record_mismatch' };
}
