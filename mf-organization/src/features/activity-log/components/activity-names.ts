import { useLazyTranslation } from '@propdesk/shared/i18n';
import { activityLogTexts } from '../i18n/index.ts';

/**
 * Human names of actions and target kinds in the reader's language. An action or kind this build has no
 * text for (one added to the api after it) shows its raw value instead of a missing-key path.
 */
export function useActivityNames() {
  const { t } = useLazyTranslation(activityLogTexts);
  return {
    action: (action: string) => t(`actions.${action}`, { defaultValue: action }),
    target: (type: string) => t(`targets.${type}`, { defaultValue: type }),
  };
}
