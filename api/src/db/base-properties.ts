import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/**
 * Columns every table carries. Ids are UUIDs generated in the app (not by the database) so an entity
 * has its id as soon as it is created, identically on SQLite and PostgreSQL.
 * A function, not a constant: each entity gets its own builder instances.
 */
export function baseProperties() {
  return {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  };
}
