import type { CSSProperties } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { pageThemeVariables, type TBranding } from '@propdesk/shared/theme';
import { organizationSettingsTexts } from '../i18n/index.ts';

/**
 * The firm's look as its pages will wear it, drawn from the draft as the firm edits: the top bar with the
 * logo, a hero with a primary button, a badge in the accent colour and a link. Plain markup over the same
 * page-theme variables the landing is drawn with (pageThemeVariables), so what is shown is what ships.
 * The draft's custom CSS is never applied here: unsaved, it is not sanitized.
 */
export function BrandPreview({
  theme,
  organizationName,
  logoUrl,
}: {
  theme: TBranding;
  organizationName: string;
  logoUrl: string | null;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const variables = pageThemeVariables(theme) as CSSProperties;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('brand.preview')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('brand.previewHint')}
      </Text>
      <Paper
        withBorder
        radius="md"
        data-testid="brand-preview"
        aria-label={t('brand.preview')}
        style={{
          ...variables,
          overflow: 'hidden',
          background: 'var(--pd-color-body)',
          color: 'var(--pd-color-text)',
          fontFamily: 'var(--pd-font-family)',
        }}
      >
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 10,
            padding: '10px 16px',
            background: 'var(--pd-color-surface)',
            borderBottom: '1px solid var(--pd-color-surface-border)',
          }}
        >
          {logoUrl === null ? null : (
            <img src={logoUrl} alt="" height={24} style={{ maxWidth: 96, objectFit: 'contain' }} />
          )}
          <strong style={{ fontSize: 14 }}>{organizationName}</strong>
        </div>
        <div style={{ padding: 20, display: 'grid', gap: 12 }}>
          <span
            style={{
              justifySelf: 'start',
              padding: '2px 8px',
              borderRadius: 999,
              fontSize: 12,
              fontWeight: 700,
              background: theme?.accentColor,
              color: 'var(--pd-color-text)',
            }}
          >
            {t('brand.previewSample.badge')}
          </span>
          <strong style={{ fontSize: 22, lineHeight: 1.2 }}>{t('brand.previewSample.headline')}</strong>
          <span style={{ fontSize: 14, color: 'var(--pd-color-dimmed)' }}>
            {t('brand.previewSample.body')}
          </span>
          <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
            <span
              style={{
                padding: '8px 16px',
                borderRadius: 6,
                fontWeight: 600,
                fontSize: 14,
                background: 'var(--pd-color-primary)',
                color: 'var(--pd-color-on-primary)',
              }}
            >
              {t('brand.previewSample.cta')}
            </span>
            <span
              style={{ color: 'var(--pd-color-primary-text)', textDecoration: 'underline', fontSize: 14 }}
            >
              {t('brand.previewSample.link')}
            </span>
          </div>
        </div>
      </Paper>
    </Stack>
  );
}
