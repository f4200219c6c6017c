import { z } from 'zod';
import { API_KEY_EXPIRY_DAYS, API_KEY_SCOPES } from '../domain/white-label.ts';

export const ZApiKeyScope = z.enum(API_KEY_SCOPES);
export const ZOrganizationApiKeysParams = z.object({ organizationId: z.uuid() });
export const ZOrganizationApiKeyParams = z.object({ organizationId: z.uuid(), keyId: z.uuid() });

/** One of the firm's API keys as its integrations page lists it: never its secret. */
export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's visible beginning, to tell keys apart: `pdkey_<prefix>…`. */
  prefix: z.string(),
  scopes: z.array(ZApiKeyScope),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  /** Whether it opens the api now: revoked and expired keys do not. */
  status: z.enum(['active', 'revoked', 'expired']),
  createdAt: z.iso.datetime(),
  /** Who created it (null once their account is gone). */
  createdBy: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;
export const ZApiKeyList = z.object({ keys: z.array(ZApiKey) });
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

export const ZCreateApiKeyInput = z.object({
  name: z.string().trim().min(2).max(100),
  scopes: z
    .array(ZApiKeyScope)
    .min(1, 'Choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  /** Days from now; null: the key never expires. */
  expiresInDays: z
    .union([
      z.literal(API_KEY_EXPIRY_DAYS[0]),
      z.literal(API_KEY_EXPIRY_DAYS[1]),
      z.literal(API_KEY_EXPIRY_DAYS[2]),
    ])
    .nullable(),
});
export type TCreateApiKeyInput = z.infer<typeof ZCreateApiKeyInput>;

/** The answer of creating a key: the key, and its full secret this once. */
export const ZApiKeyCreated = z.object({ key: ZApiKey, secret: z.string() });
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;
