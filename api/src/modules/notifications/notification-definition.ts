import type {
  TLanguage,
  TMemberRole,
  TNotificationArea,
  TNotificationCategory,
  TNotificationLink,
  TNotificationType,
} from '@propdesk/shared/contracts';
import type { z } from 'zod';
import type { TMailTemplateInput } from '../mail/index.ts';

/**
 * Who receives a notification: one person (in the area where they will read it), the staff of an
 * organization with the given membership roles, every member of an organization (staff read it in the
 * organization area, everyone else in the trader area), or the platform's admins.
 */
export type TRecipients =
  | { readonly kind: 'user'; readonly userId: string; readonly area: TNotificationArea }
  | {
      readonly kind: 'organization_staff';
      readonly organizationId: string;
      readonly roles: readonly TMemberRole[];
    }
  | { readonly kind: 'organization_members'; readonly organizationId: string }
  | { readonly kind: 'platform_admins' };

/** The staff an organization-wide notification goes to, unless its type says otherwise. */
export const ORGANIZATION_STAFF_ROLES = [
  'owner',
  'admin',
  'manager',
] as const satisfies readonly TMemberRole[];

export type TNotificationTexts = { readonly title: string; readonly message: string };

/**
 * Everything about one notification type, in one file per type (./types): the payload its event carries
 * (validated when published and again when dispatched), who receives it, the organization it concerns,
 * where a click leads and its texts per language. Texts are written from the payload when a notification
 * is read or mailed, so each reader gets their own language.
 */
export type TNotificationDefinition<
  TPayload extends Record<string, unknown>,
  TType extends TNotificationType = TNotificationType,
> = {
  readonly type: TType;
  readonly category: TNotificationCategory;
  readonly payload: z.ZodType<TPayload>;
  organizationId(payload: TPayload): string | null;
  recipients(payload: TPayload): readonly TRecipients[];
  link(payload: TPayload): TNotificationLink;
  readonly texts: Readonly<Record<TLanguage, (payload: TPayload) => TNotificationTexts>>;
  /**
   * A mail of its own instead of the notification's texts in the common notification mail (the sign-in
   * notice keeps its security advice).
   */
  readonly mail?: (payload: TPayload, recipient: TMailRecipient) => TMailTemplateInput;
  /** Lines the common notification mail lists under the message (a receipt's amounts), per language. */
  readonly mailDetails?: Readonly<Record<TLanguage, (payload: TPayload) => readonly string[]>>;
};

/** What a type's own mail may say about its recipient. */
export type TMailRecipient = { readonly productName: string; readonly firstName: string };

/** The payload's type is the schema's: the functions take it, they do not decide it. */
export function defineNotification<
  TPayload extends Record<string, unknown>,
  const TType extends TNotificationType,
>(
  definition: { readonly type: TType; readonly payload: z.ZodType<TPayload> } & Omit<
    TNotificationDefinition<NoInfer<TPayload>, TType>,
    'payload' | 'type'
  >,
): TNotificationDefinition<TPayload, TType> {
  return definition;
}

/** A link to a trading account's page in the reader's area. */
export function accountLink(accountId: string): TNotificationLink {
  return { page: 'account', accountId };
}

export const HOME_LINK: TNotificationLink = { page: 'home', accountId: null };
