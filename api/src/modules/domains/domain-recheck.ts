import type { MikroORM } from '@mikro-orm/core';
import { DOMAIN_RECHECK_MS } from '@propdesk/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { scheduleRepeatingJob } from '../../infra/repeating-job.ts';
import { recheckVerifiedDomains, removeExpiredDomainClaims } from './domains.service.ts';
import type { TTxtResolver } from './txt-resolver.ts';

/** How often the re-check looks for domains due, and how many it checks at most per run. */
const RECHECK_EVERY_MS = 15 * 60 * 1000;
const RECHECK_BATCH = 50;

/**
 * Checks every verified domain again once a day, on serving instances: a firm that removed its record
 * (or lost the domain) stops having its pages served there. Removes the unverified claims that lapsed.
 * Several instances may run it at once.
 */
export function scheduleDomainRecheck(app: FastifyInstance, orm: MikroORM, resolve: TTxtResolver): void {
  scheduleRepeatingJob(app, {
    name: 'domain re-check',
    everyMs: RECHECK_EVERY_MS,
    run: async () => {
      const result = await recheckVerifiedDomains({
        em: orm.em.fork(),
        resolve,
        checkedBefore: new Date(Date.now() - DOMAIN_RECHECK_MS),
        limit: RECHECK_BATCH,
      });
      if (result.checked > 0) app.log.info(result, 'domain re-check');
      const expired = await removeExpiredDomainClaims({ em: orm.em.fork(), limit: RECHECK_BATCH });
      if (expired.removed > 0) app.log.info(expired, 'lapsed domain claims removed');
    },
  });
}
