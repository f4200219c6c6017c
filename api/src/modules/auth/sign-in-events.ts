import type { EntityManager } from '@mikro-orm/core';
import { NOTIFICATION_AREAS } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { publishEvent } from '../events/index.ts';

/**
 * A sign-in from a browser this person had not used: the event auth publishes on the outbox, and the
 * payload of the security notice that notifications makes of it (notifications/types/new-device-sign-in.ts).
 * The area is the portal signed in to, where the person will look first.
 */
export const ZNewDeviceSignIn = z.object({
  userId: z.uuid(),
  area: z.enum(NOTIFICATION_AREAS),
  at: z.iso.datetime(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export type TNewDeviceSignIn = z.infer<typeof ZNewDeviceSignIn>;

/**
 * Queues the event in the caller's unit of work, written by its next flush with the sign-in. Published on
 * the outbox rather than through notifications, which checks sessions with auth and so sits above it. The
 * payload is checked here, as publishNotification checks its own: a mistake fails the sign-in that made
 * it, not a dispatch later.
 */
export function publishNewDeviceSignIn(em: EntityManager, payload: TNewDeviceSignIn): void {
  publishEvent(em, { type: 'new_device_sign_in', payload: ZNewDeviceSignIn.parse(payload) });
}
