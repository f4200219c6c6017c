import { hkdfSync } from 'node:crypto';

/**
 * Every kind of signed token the api hands out, with the audience it carries. Do not loosen: each kind is
 * signed with its own key derived from JWT_SECRET (HKDF-SHA-256, the kind as context) and verified with
 * its own audience, so a token of one kind can never pass for another, whatever claims it holds.
 */
export const TOKEN_AUDIENCES = {
  access: 'propdesk:access',
  elitePass: 'propdesk:elite-pass',
} as const;
export type TTokenKind = keyof typeof TOKEN_AUDIENCES;

const KEY_BYTES = 32;

export function deriveTokenKey(rootSecret: string, kind: TTokenKind): Buffer {
  return Buffer.from(
    hkdfSync('sha256', rootSecret, '', `propdesk token key: ${TOKEN_AUDIENCES[kind]}`, KEY_BYTES),
  );
}
