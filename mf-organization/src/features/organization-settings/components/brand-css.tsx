import { Alert, List, Text, Textarea } from '@mantine/core';
import type { TCustomCssRemoval } from '@propdesk/shared/contracts';
import { CUSTOM_CSS_MAX_LENGTH } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { SectionCard } from '@propdesk/shared/ui';

/**
 * The custom stylesheet: written here, sanitized by the api when saved; what the api removed is listed
 * with why, so the firm can fix its rule rather than wonder why it did nothing.
 */
export function BrandCss({
  value,
  onChange,
  canEdit,
  removed,
}: {
  value: string;
  onChange: (value: string) => void;
  canEdit: boolean;
  /** What the last save removed; empty before any save. */
  removed: readonly TCustomCssRemoval[];
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  return (
    <SectionCard title={t('brand.css')}>
      <Textarea
        aria-label={t('brand.css')}
        description={t('brand.cssHint', { count: value.length, max: CUSTOM_CSS_MAX_LENGTH })}
        value={value}
        readOnly={!canEdit}
        maxLength={CUSTOM_CSS_MAX_LENGTH}
        autosize
        minRows={6}
        maxRows={20}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {removed.length === 0 ? null : (
        <Alert color="yellow" variant="light" data-testid="brand-css-removed">
          <Text size="sm" fw={600}>
            {t('brand.cssRemoved', { count: removed.length })}
          </Text>
          <List size="sm" spacing={4} mt={4}>
            {removed.map((removal, index) => (
              <List.Item key={`${index}-${removal.css}`}>
                <code>{removal.css}</code> — {t(`brand.cssReasons.${removal.reason}`)}
                {removal.line === null ? null : ` (${t('brand.cssLine', { line: removal.line })})`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </SectionCard>
  );
}
