import type { MikroORM } from '@mikro-orm/core';
import type { TTrustedOrigins } from '../../http/trusted-origins.ts';
import { OrganizationDomain } from './organization-domain.entity.ts';

const DEFAULT_TTL_MS = 30_000;

/**
 * The origins the portal is served from: the configured ones (CORS_ORIGINS) and every firm's verified
 * custom domain, over HTTPS (and plain HTTP outside production, where nothing has a certificate). CORS
 * with credentials and the own-origin guard of cookie-only routes both ask here, so a firm's portal on
 * its own domain works like the platform's own.
 *
 * The verified domains are read with one statement and kept for `ttlMs`: a domain verified or removed
 * elsewhere is trusted or distrusted within that time, at once on the instance that changed it
 * (`forget`). Concurrent lookups while it reloads share one read.
 */
export function createTrustedOrigins({
  orm,
  staticOrigins,
  isProduction,
  ttlMs = DEFAULT_TTL_MS,
  now = Date.now,
}: {
  orm: MikroORM;
  staticOrigins: readonly string[];
  isProduction: boolean;
  ttlMs?: number;
  now?: () => number;
}): TTrustedOrigins {
  const configured = new Set(staticOrigins);
  let domains: { hosts: ReadonlySet<string>; readAt: number } | null = null;
  let reading: Promise<ReadonlySet<string>> | null = null;

  const readDomains = async (): Promise<ReadonlySet<string>> => {
    if (domains !== null && now() - domains.readAt < ttlMs) return domains.hosts;
    reading ??= orm.em
      .fork()
      .find(
        OrganizationDomain,
        { isVerified: true, organization: { status: 'active' } },
        { fields: ['domain'] },
      )
      .then((rows) => {
        const hosts = new Set(rows.map((row) => row.domain));
        domains = { hosts, readAt: now() };
        return hosts;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  return {
    async isTrusted(origin) {
      if (configured.has(origin)) return true;
      if (!URL.canParse(origin)) return false;
      const url = new URL(origin);
      // An origin is scheme, host and port only; anything else is not one a browser sends.
      if (url.origin !== origin) return false;
      const isAllowedScheme = url.protocol === 'https:' || (!isProduction && url.protocol === 'http:');
      if (!isAllowedScheme || (isProduction && url.port !== '')) return false;
      return (await readDomains()).has(url.hostname);
    },
    forget() {
      domains = null;
    },
  };
}
