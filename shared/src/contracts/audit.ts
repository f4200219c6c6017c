import { z } from 'zod';
import {
  ACTIVITY_PAGE_SIZE_MAX,
  AUDIT_ACTION_VALUES,
  AUDIT_OUTCOMES,
  AUDIT_TARGET_TYPES,
  type TAuditAction,
} from '../domain/audit.ts';

export * from '../domain/audit.ts';

const ZId = z.uuid();
const ZInstant = z.iso.datetime();

/** Instants a filter may name: the databases hold no event outside them, and reject some years. */
const ZFilterInstant = ZInstant.refine(
  (value) => Date.parse(value) >= Date.UTC(2000, 0, 1) && Date.parse(value) < Date.UTC(2200, 0, 1),
  { message: 'Must be between the years 2000 and 2199' },
);

/**
 * Where the next page starts: the last event's instant (epoch milliseconds) and id, as the previous page
 * answered it. Events are read newest first by (instant, id), so a page never repeats or skips one while
 * new events arrive.
 */
export const ZActivityCursor = z
  .string()
  .regex(/^\d{1,13}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Not a page cursor');

export const ZActivityFilters = z.object({
  /** A user id (that actor exactly), or a part of the actor's name or email. */
  actor: z.string().trim().min(1).max(120).optional(),
  action: z.enum(AUDIT_ACTION_VALUES as [TAuditAction, ...TAuditAction[]]).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
  targetId: z.string().trim().min(1).max(64).optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  /** At or after / before these instants. */
  from: ZFilterInstant.optional(),
  to: ZFilterInstant.optional(),
});
export type TActivityFilters = z.infer<typeof ZActivityFilters>;

export const ZActivityQuery = ZActivityFilters.extend({
  cursor: ZActivityCursor.optional(),
  pageSize: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE_MAX).default(50),
});
export type TActivityQuery = z.infer<typeof ZActivityQuery>;

export const ZActivityEvent = z.object({
  id: ZId,
  at: ZInstant,
  /** Null when nobody could be identified, or the person was deleted. */
  actor: z.object({ id: ZId, name: z.string(), email: z.string() }).nullable(),
  /** An AUDIT_ACTIONS value; a string, so an event recorded by a newer api still reads. */
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string() }).nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** What the action recorded besides its target; secrets never (and any key named like one is masked). */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type TActivityEvent = z.infer<typeof ZActivityEvent>;

export const ZActivityPage = z.object({
  events: z.array(ZActivityEvent),
  /** The cursor of the next (older) page; null on the last page. */
  nextCursor: ZActivityCursor.nullable(),
});
export type TActivityPage = z.infer<typeof ZActivityPage>;
