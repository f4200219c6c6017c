import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startLocalDnsServer, type TLocalDnsServer } from '../../test/local-dns-server.ts';
import { checkDomainRecord, newVerificationToken, verificationRecordOf } from './domain-check.ts';
import { createTxtResolver, type TTxtResolver } from './txt-resolver.ts';

describe('checkDomainRecord, against a real DNS server on 127.0.0.1', () => {
  let dns: TLocalDnsServer;
  let resolve: TTxtResolver;
  const token = newVerificationToken();
  const record = (domain: string) => verificationRecordOf(domain, token);

  beforeAll(async () => {
    dns = await startLocalDnsServer();
    resolve = createTxtResolver([dns.address]);
  });
  afterAll(() => dns.close());

  it('verifies a domain whose record carries the token, among other TXT records', async () => {
    dns.setTxt(record('portal.firm.example').name, [['v=spf1 -all'], [record('portal.firm.example').value]]);
    expect(await checkDomainRecord(resolve, 'portal.firm.example', token)).toEqual({ isVerified: true });
  });

  it('joins a value split in several strings, as DNS may carry a long one', async () => {
    const { name, value } = record('split.firm.example');
    dns.setTxt(name, [[value.slice(0, 20), value.slice(20)]]);
    expect(await checkDomainRecord(resolve, 'split.firm.example', token)).toEqual({ isVerified: true });
  });

  it('says missing when there is no record, mismatch when the value is another, unavailable when DNS fails', async () => {
    expect(await checkDomainRecord(resolve, 'nothing.firm.example', token)).toEqual({
      isVerified: false,
      failure: 'record_missing',
    });
    dns.setTxt(record('old.firm.example').name, [['propdesk-verification=an-old-token']]);
    expect(await checkDomainRecord(resolve, 'old.firm.example', token)).toEqual({
      isVerified: false,
      failure: 'record_mismatch',
    });
    dns.fail(record('broken.firm.example').name);
    expect(await checkDomainRecord(resolve, 'broken.firm.example', token)).toEqual({
      isVerified: false,
      failure: 'dns_unavailable',
    });
  });

  it('gives every domain a token of its own, which nobody can guess', () => {
    expect(newVerificationToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newVerificationToken()).not.toBe(newVerificationToken());
  });
});
