import { randomInt } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@propdesk/shared/contracts';

/**
 * A new certificate code: CERTIFICATE_CODE_LENGTH characters drawn uniformly by the system's CSPRNG
 * (`randomInt` rejects biased draws). Do not loosen: the code is the only thing that opens a
 * certificate's public page, so a shorter or predictable code lets anyone enumerate other traders'.
 */
export function newCertificateCode(): string {
  let code = '';
  for (let index = 0; index < CERTIFICATE_CODE_LENGTH; index += 1) {
    code += CERTIFICATE_CODE_ALPHABET.charAt(randomInt(CERTIFICATE_CODE_ALPHABET.length));
  }
  return code;
}
