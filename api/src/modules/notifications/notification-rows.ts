import type { EntityManager } from '@mikro-orm/core';
import {
  DEFAULT_LANGUAGE,
  type TLanguage,
  type TNotificationArea,
  type TNotificationPage,
  type TNotificationReadFilter,
  type TNotificationType,
} from '@propdesk/shared/contracts';
import { epochMsOf, jsonOf, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';
import { toNotificationView } from './notification-view.ts';

/** Which of a person's notifications: one area and, in the organization area, one firm. */
export type TNotificationScope = {
  readonly recipientId: string;
  readonly area: TNotificationArea;
  /** The firm being run; the person's own notices (a new sign-in) show in every firm's list. */
  readonly organizationId?: string | undefined;
};

/** `where` of a scope, on a table aliased `alias`, with its parameters. */
export function scopeFilter(scope: TNotificationScope, alias: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [scope.recipientId, scope.area];
  let sql = `${alias}.recipient_id = ? and ${alias}.area = ?`;
  if (scope.organizationId !== undefined) {
    sql += ` and (${alias}.organization_id = ? or ${alias}.organization_id is null)`;
    params.push(scope.organizationId);
  }
  return { sql, params };
}

const READ_FILTERS: Readonly<Record<TNotificationReadFilter, string>> = {
  all: '',
  unread: ' and n.read_at is null',
  read: ' and n.read_at is not null',
};

type TPageRow = {
  id: string;
  type: string;
  area: TNotificationArea;
  organization_id: string | null;
  payload: unknown;
  read_at: unknown;
  created_at: unknown;
  total: unknown;
  unread_count: unknown;
  language: TLanguage | null;
};

/**
 * One page of a person's notifications, newest first, with the count matching the filters, the unread
 * count of the scope (the bell's badge) and the reader's saved language, in one statement; a second one
 * only when the page is past the end (no row to carry the counts).
 */
export async function readNotificationPage(
  em: EntityManager,
  {
    scope,
    status,
    type,
    page,
    pageSize,
    language,
  }: {
    scope: TNotificationScope;
    status: TNotificationReadFilter;
    type?: TNotificationType | undefined;
    page: number;
    pageSize: number;
    language?: TLanguage | undefined;
  },
): Promise<TNotificationPage> {
  const scoped = scopeFilter(scope, 'n');
  const unreadScope = scopeFilter(scope, 'u');
  const filter = `${scoped.sql}${READ_FILTERS[status]}${type === undefined ? '' : ' and n.type = ?'}`;
  const filterParams = [...scoped.params, ...(type === undefined ? [] : [type])];
  const unreadCount = `(select count(*) from notifications u where ${unreadScope.sql} and u.read_at is null)`;
  const savedLanguage = '(select language from profiles where user_id = ?)';
  const rows = await queryRows<TPageRow>(
    em,
    'select n.id, n.type, n.area, n.organization_id, n.payload, n.read_at, n.created_at, ' +
      `count(*) over () as total, ${unreadCount} as unread_count, ${savedLanguage} as language ` +
      `from notifications n where ${filter} order by n.created_at desc, n.id desc limit ? offset ?`,
    [...unreadScope.params, scope.recipientId, ...filterParams, pageSize, (page - 1) * pageSize],
  );
  const first = rows[0];
  const counts =
    first ??
    (
      await queryRows<Pick<TPageRow, 'total' | 'unread_count' | 'language'>>(
        em,
        `select (select count(*) from notifications n where ${filter}) as total, ` +
          `${unreadCount} as unread_count, ${savedLanguage} as language`,
        [...filterParams, ...unreadScope.params, scope.recipientId],
      )
    )[0];
  const readIn = language ?? counts?.language ?? DEFAULT_LANGUAGE;
  const notifications = rows.flatMap((row) => {
    const view = toNotificationView(
      {
        id: row.id,
        type: row.type,
        area: row.area,
        organizationId: row.organization_id,
        payload: jsonOf<Record<string, unknown>>(row.payload),
        isRead: row.read_at !== null,
        createdAt: epochMsOf(row.created_at) ?? 0,
      },
      readIn,
    );
    return view === null ? [] : [view];
  });
  return {
    notifications,
    total: numberOf(counts?.total ?? 0),
    unreadCount: numberOf(counts?.unread_count ?? 0),
    page,
    pageSize,
  };
}
