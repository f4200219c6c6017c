import type { EntityManager } from '@mikro-orm/core';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { actorOf } from './actor.ts';
import { HttpError } from './http-error.ts';

const ZUuid = z.uuid();

/**
 * A pre-validation hook for routes that act on the caller's own resource and take a body: the resource is
 * looked up before the body is validated, so someone else's id answers 404 and never a 400 that would
 * confirm it exists. Runs after authentication (route-access.ts puts that first).
 */
export function ownedResourceGuard(
  paramName: string,
  isOwned: (em: EntityManager, userId: string, id: string) => Promise<boolean>,
  notFoundMessage: string,
): preValidationHookHandler {
  return async (request: FastifyRequest) => {
    const raw = (request.params as Record<string, unknown>)[paramName];
    const id = ZUuid.safeParse(raw);
    if (!id.success || !(await isOwned(request.em, actorOf(request).userId, id.data))) {
      throw HttpError.notFound(notFoundMessage);
    }
  };
}
