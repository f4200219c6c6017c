import type { EntityManager } from '@mikro-orm/core';
import type {
  TLanguage,
  TMarkAllNotificationsRead,
  TNotificationPreferences,
} from '@propdesk/shared/contracts';
import { DomainError } from '../../errors/domain-error.ts';
import { Profile } from '../tenancy/index.ts';
import { Notification } from './notification.entity.ts';
import { toNotificationPreferences } from './notification-preferences.ts';

function notificationNotFound(): DomainError {
  return DomainError.notFound('Notification not found');
}

/**
 * Marks one of the reader's notifications read. One-way: a read notification stays read, and marking it
 * again changes nothing. Another person's notification is a 404 like one that does not exist.
 */
export async function markNotificationRead({
  em,
  recipientId,
  notificationId,
  now = new Date(),
}: {
  em: EntityManager;
  recipientId: string;
  notificationId: string;
  now?: Date;
}): Promise<void> {
  const updated = await em.nativeUpdate(
    Notification,
    { id: notificationId, recipient: recipientId, readAt: null },
    { readAt: now, updatedAt: now },
  );
  if (updated === 0 && (await em.count(Notification, { id: notificationId, recipient: recipientId })) === 0) {
    throw notificationNotFound();
  }
}

/** Deletes one of the reader's notifications; another person's is a 404. */
export async function deleteNotification({
  em,
  recipientId,
  notificationId,
}: {
  em: EntityManager;
  recipientId: string;
  notificationId: string;
}): Promise<void> {
  const deleted = await em.nativeDelete(Notification, { id: notificationId, recipient: recipientId });
  if (deleted === 0) throw notificationNotFound();
}

/** Marks every unread notification of one area (and firm) read; answers how many changed. */
export async function markAllNotificationsRead({
  em,
  recipientId,
  scope,
  now = new Date(),
}: {
  em: EntityManager;
  recipientId: string;
  scope: TMarkAllNotificationsRead;
  now?: Date;
}): Promise<number> {
  return em.nativeUpdate(
    Notification,
    {
      recipient: recipientId,
      area: scope.area,
      readAt: null,
      ...(scope.organizationId === undefined
        ? {}
        : { $or: [{ organization: scope.organizationId }, { organization: null }] }),
    },
    { readAt: now, updatedAt: now },
  );
}

async function ownProfile(em: EntityManager, userId: string) {
  const profile = await em.findOne(Profile, { user: userId });
  if (profile === null) throw DomainError.notFound('Profile not found');
  return profile;
}

export async function readNotificationPreferences({
  em,
  userId,
}: {
  em: EntityManager;
  userId: string;
}): Promise<TNotificationPreferences> {
  return toNotificationPreferences((await ownProfile(em, userId)).mailPreferences ?? null);
}

export async function updateNotificationPreferences({
  em,
  userId,
  preferences,
}: {
  em: EntityManager;
  userId: string;
  preferences: TNotificationPreferences;
}): Promise<TNotificationPreferences> {
  const profile = await ownProfile(em, userId);
  profile.mailPreferences = { ...preferences.mail };
  await em.flush();
  return toNotificationPreferences(profile.mailPreferences);
}

/** The language a stream writes in when its tab did not say: the reader's saved one, else the default. */
export async function savedLanguageOf(em: EntityManager, userId: string): Promise<TLanguage | null> {
  const profile = await em.findOne(Profile, { user: userId }, { fields: ['language'] });
  return profile?.language ?? null;
}
