import { Alert, Text } from '@mantine/core';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationSettingsTexts } from '../i18n/index.ts';

/**
 * A change the api refused or that did not reach it: what failed, in the reader's language, and the
 * api's own words on why (they name the version in the way, the rule that is wrong).
 */
export function RuleSetFailure({ title, error }: { title: string; error: unknown }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  return (
    <Alert color="red" role="alert" title={title}>
      <Text size="sm">{isApiError(error) ? error.message : t('rules.tryAgain')}</Text>
    </Alert>
  );
}
