import type {
  TLanguage,
  TNotification,
  TNotificationArea,
  TNotificationCategory,
  TNotificationType,
} from '@propdesk/shared/contracts';
import { definitionOf } from './types/index.ts';

/** A stored notification, whichever way it was read (a page of rows, a push). */
export type TStoredNotification = {
  readonly id: string;
  readonly type: string;
  readonly area: TNotificationArea;
  readonly organizationId: string | null;
  readonly payload: Record<string, unknown>;
  readonly isRead: boolean;
  /** Epoch milliseconds. */
  readonly createdAt: number;
};

/**
 * A notification as its reader sees it: texts and link written by its type's definition, in the reader's
 * language. Null for a type this version does not know (written by a newer api during a rolling update).
 */
export function toNotificationView(stored: TStoredNotification, language: TLanguage): TNotification | null {
  const definition = definitionOf(stored.type);
  if (definition === null) return null;
  const { title, message } = definition.texts[language](stored.payload);
  return {
    id: stored.id,
    type: stored.type as TNotificationType,
    category: definition.category as TNotificationCategory,
    area: stored.area,
    organizationId: stored.organizationId,
    title,
    message,
    link: definition.link(stored.payload),
    isRead: stored.isRead,
    createdAt: new Date(stored.createdAt).toISOString(),
  };
}
