import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { sealAsVersion1 } from '../../../test/legacy-secret-box.ts';
import { createSecretBox, SECRET_PURPOSES } from './secret-box.ts';

const KEY = 'secret-box-test-key-0123456789abcdefghijklmnop';

describe('secret box', () => {
  const totp = createSecretBox(KEY, SECRET_PURPOSES.totp);
  const ingestion = createSecretBox(KEY, SECRET_PURPOSES.ingestion);
  const rowId = randomUUID();

  it('seals as v2 with a fresh IV each time and opens for the same row and purpose', () => {
    const first = totp.seal('JBSWY3DPEHPK3PXP', rowId);
    const second = totp.seal('JBSWY3DPEHPK3PXP', rowId);

    expect(first).toMatch(/^v2\./);
    expect(first).not.toBe(second);
    expect(totp.open(first, rowId)).toEqual({ plaintext: 'JBSWY3DPEHPK3PXP', needsResealing: false });
  });

  it('does not open a value copied to another row', () => {
    const sealed = totp.seal('JBSWY3DPEHPK3PXP', rowId);

    expect(() => totp.open(sealed, randomUUID())).toThrow();
  });

  it('keeps the purposes apart: an authenticator secret does not open as an ingestion secret', () => {
    const sealed = totp.seal('JBSWY3DPEHPK3PXP', rowId);

    expect(() => ingestion.open(sealed, rowId)).toThrow();
    expect(() => ingestion.open(totp.seal('pdk_x', rowId), rowId)).toThrow();
  });

  it('refuses another passphrase, an altered value and an unknown format', () => {
    const sealed = totp.seal('JBSWY3DPEHPK3PXP', rowId);
    const [version, iv, tag, ciphertext = ''] = sealed.split('.');
    const altered = [version, iv, tag, `${ciphertext.slice(0, -2)}AA`].join('.');

    expect(() => createSecretBox(`${KEY}-other`, SECRET_PURPOSES.totp).open(sealed, rowId)).toThrow();
    expect(() => totp.open(altered, rowId)).toThrow();
    expect(() => totp.open(`v9.${sealed.slice(3)}`, rowId)).toThrow('unknown format');
    expect(() => totp.open('v2.only-two', rowId)).toThrow('unknown format');
  });

  it('still opens v1 values (sealed before the per-purpose keys) and asks for them to be re-sealed', () => {
    const legacy = sealAsVersion1(KEY, 'JBSWY3DPEHPK3PXP');

    expect(totp.open(legacy, rowId)).toEqual({ plaintext: 'JBSWY3DPEHPK3PXP', needsResealing: true });
    expect(ingestion.open(legacy, randomUUID())).toEqual({
      plaintext: 'JBSWY3DPEHPK3PXP',
      needsResealing: true,
    });
    expect(() => createSecretBox(`${KEY}-other`, SECRET_PURPOSES.totp).open(legacy, rowId)).toThrow();
  });
});
