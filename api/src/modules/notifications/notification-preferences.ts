import {
  MAIL_PREFERENCE_CATEGORIES,
  type TMailPreferenceCategory,
  type TNotificationCategory,
  type TNotificationPreferences,
} from '@propdesk/shared/contracts';

type TStoredPreferences = Partial<Record<TMailPreferenceCategory, boolean>> | null;

/** Every category is mailed until the person switches it off; security notices cannot be switched off. */
export function isMailWanted(category: TNotificationCategory, stored: TStoredPreferences): boolean {
  if (category === 'security') return true;
  return stored?.[category] ?? true;
}

/** The preferences as the profile page shows them: a stored choice, else on. */
export function toNotificationPreferences(stored: TStoredPreferences): TNotificationPreferences {
  const mail = {} as Record<TMailPreferenceCategory, boolean>;
  for (const category of MAIL_PREFERENCE_CATEGORIES) mail[category] = stored?.[category] ?? true;
  return { mail };
}
