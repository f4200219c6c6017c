import { useState, type FormEvent } from 'react';
import { Alert, ColorInput, Grid, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TBrand, TCustomCssRemoval } from '@propdesk/shared/contracts';
import { BRAND_FONT_KEYS, BRAND_FONTS, memberRoleHas, type TBrandFont } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { FormFooter, QueryStatus, SectionCard } from '@propdesk/shared/ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useCurrentOrganizationState } from '@propdesk/shared/session';
import {
  BRAND_COLOR_FIELDS,
  brandInputOf,
  draftErrors,
  draftOf,
  previewThemeOf,
  type TBrandDraft,
  type TDraftErrors,
} from '../brand-draft.ts';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useBrand, useSaveBrand } from '../queries.ts';
import { BrandCss } from './brand-css.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { BrandPreview } from './brand-preview.tsx';

function BrandForm({
  brand,
  organizationName,
  canEdit,
}: {
  brand: TBrand;
  organizationName: string;
  canEdit: boolean;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const save = useSaveBrand(brand.organizationId);
  const [draft, setDraft] = useState<TBrandDraft>(() => draftOf(brand));
  const [removed, setRemoved] = useState<readonly TCustomCssRemoval[]>([]);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const errors: TDraftErrors = draftErrors(draft);
  const hasErrors = Object.keys(errors).length > 0;
  const change = (values: Partial<TBrandDraft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...values }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (hasErrors) return;
    save.mutate(brandInputOf(draft), {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        setRemoved(saved.customCssRemoved);
      },
    });
  };

  const failure = !save.isError
    ? isSubmitted && hasErrors
      ? t('brand.invalidFields')
      : null
    : isApiError(save.error) && save.error.status === 400
      ? t('brand.invalidFields')
      : isApiError(save.error) && save.error.status === 403
        ? t('brand.forbidden')
        : t('brand.saveFailed');
  const fontOptions = BRAND_FONT_KEYS.map((key: TBrandFont) => ({
    value: key,
    label: t(`brand.fonts.${key}`),
  }));

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form noValidate onSubmit={submit} aria-label={t('brand.title')}>
          <Stack gap="lg">
            <SectionCard title={t('brand.colors')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {BRAND_COLOR_FIELDS.map((field) => {
                  const error = errors[field];
                  return (
                    <ColorInput
                      key={field}
                      label={t(`brand.colorFields.${field}`)}
                      description={t(`brand.colorHints.${field}`)}
                      format="hex"
                      value={draft[field]}
                      readOnly={!canEdit}
                      disallowInput={!canEdit}
                      withPicker={canEdit}
                      error={error === undefined ? undefined : t(error.key, error.values ?? {})}
                      onChange={(value) => change({ [field]: value })}
                    />
                  );
                })}
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('brand.font')}>
              <Select
                label={t('brand.font')}
                description={t('brand.fontHint')}
                data={fontOptions}
                value={draft.font}
                placeholder={draft.font === null ? t('brand.customFont') : undefined}
                readOnly={!canEdit}
                allowDeselect={false}
                renderOption={({ option }) => (
                  <span style={{ fontFamily: BRAND_FONTS[option.value as TBrandFont] ?? undefined }}>
                    {option.label}
                  </span>
                )}
                onChange={(value) => change({ font: (value as TBrandFont | null) ?? draft.font })}
              />
            </SectionCard>
            <BrandCss
              value={draft.customCss}
              canEdit={canEdit}
              removed={removed}
              onChange={(customCss) => change({ customCss })}
            />
            <FormFooter
              failure={failure}
              isSaved={save.isSuccess}
              savedLabel={t('brand.saved')}
              submitLabel={t('brand.save')}
              isSubmitting={save.isPending}
              canSubmit={canEdit}
            />
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg" style={{ position: 'sticky', top: 72 }}>
          <BrandPreview
            theme={previewThemeOf(draft, brand.theme.fontFamily)}
            organizationName={organizationName}
            logoUrl={brand.logo?.url ?? brand.theme.logoUrl}
          />
          <BrandLogo brand={brand} canEdit={canEdit} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * The brand of the organization being run (the shell's switcher chose it): owners, admins and platform
 * admins change it (settings.manage), managers read it (settings.read). Shared by the organization area
 * and the admin's organization view.
 */
export function BrandEditor() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { organization, isPending } = useCurrentOrganizationState();
  const brand = useBrand(organization?.id ?? null);

  if (organization === null) {
    return <Text c="dimmed">{isPending ? t('loading') : t('noOrganization')}</Text>;
  }
  const canEdit = memberRoleHas(organization.role, 'settings.manage');
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('brand.intro')}</Text>
      {canEdit ? null : (
        <Alert color="gray" variant="light" data-testid="brand-read-only">
          {t('readOnly')}
        </Alert>
      )}
      <QueryStatus
        query={brand}
        loadingLabel={t('loading')}
        failureLabel={t('loadFailed')}
        retryLabel={t('retry')}
      />
      {brand.data === undefined ? null : (
        // Another organization chosen in the switcher starts the form afresh.
        <BrandForm
          key={brand.data.organizationId}
          brand={brand.data}
          organizationName={organization.name}
          canEdit={canEdit}
        />
      )}
    </Stack>
  );
}
