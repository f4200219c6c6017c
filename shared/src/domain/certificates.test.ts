import { describe, expect, it } from '@jest/globals';
import {
  certificateHolderName,
  certificateVerificationPath,
  formatCertificateCode,
  normalizeCertificateCode,
} from './certificates.ts';

describe('certificate codes and names', () => {
  it('reads a code back however it was typed: case, dashes, spaces and look-alike letters', () => {
    expect(normalizeCertificateCode('abcd-efgh jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeCertificateCode('O1IL')).toBe('0111');
  });

  it('prints a code in four groups of four and links its verification page', () => {
    expect(formatCertificateCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(certificateVerificationPath('ABCDEFGHJKMNPQRS')).toBe('/certificates/verify/ABCD-EFGH-JKMN-PQRS');
  });

  it('prints the full name or the first name and initial', () => {
    const person = { firstName: 'Maria', lastName: 'garcía' };
    expect(certificateHolderName(person, 'full')).toBe('Maria garcía');
    expect(certificateHolderName(person, 'first_name_initial')).toBe('Maria G.');
    expect(certificateHolderName({ firstName: 'Ana', lastName: ' ' }, 'first_name_initial')).toBe('Ana');
  });
});
