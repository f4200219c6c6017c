import type { EntityManager } from '@mikro-orm/core';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type TPublicConfig,
  type TReadiness,
} from '@propdesk/shared/contracts';
import { DEFAULT_ORGANIZATION_SLUG } from '../tenancy/index.ts';

/** A database slower than this counts as down: a probe must answer quickly to be useful. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

function timeoutAfter(milliseconds: number): { promise: Promise<false>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), milliseconds);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/** Runs `select 1` on the live connection; a closed or unreachable database fails the check. */
async function isDatabaseAnswering(em: EntityManager): Promise<boolean> {
  const result = await em.getConnection().checkConnection();
  return result.ok;
}

export async function checkReadiness({ em }: { em: EntityManager }): Promise<TReadiness> {
  const timeout = timeoutAfter(DATABASE_CHECK_TIMEOUT_MS);
  try {
    const isDatabaseReady = await Promise.race([isDatabaseAnswering(em), timeout.promise]);
    return isDatabaseReady
      ? { status: 'ok', checks: { database: 'ok' } }
      : { status: 'unavailable', checks: { database: 'failed' } };
  } finally {
    timeout.cancel();
  }
}

export function buildPublicConfig({
  productName,
  supportEmail,
  supportPhone,
}: {
  productName: string;
  supportEmail: string;
  supportPhone: string | null;
}): TPublicConfig {
  return {
    productName,
    supportEmail,
    supportPhone,
    languages: [...SUPPORTED_LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    defaultOrganizationSlug: DEFAULT_ORGANIZATION_SLUG,
  };
}
