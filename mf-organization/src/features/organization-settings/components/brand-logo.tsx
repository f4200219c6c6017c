import { useState } from 'react';
import { Alert, Button, FileButton, Group, Image, Text } from '@mantine/core';
import type { TBrand } from '@propdesk/shared/contracts';
import { BRAND_ERROR_CODES, BRAND_LOGO_MAX_BYTES, BRAND_LOGO_TYPES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { SectionCard } from '@propdesk/shared/ui';
import { useRemoveLogo, useUploadLogo } from '../queries.ts';

/** The message for a failed upload: the api's reason when it gave one. */
function uploadFailureKey(error: unknown): string {
  if (isApiError(error) && error.code === BRAND_ERROR_CODES.logoTooLarge) return 'brand.logoTooLarge';
  if (isApiError(error) && error.code === BRAND_ERROR_CODES.logoType) return 'brand.logoType';
  if (isApiError(error) && error.code === BRAND_ERROR_CODES.logoDimensions) return 'brand.logoDimensions';
  return 'brand.logoFailed';
}

/**
 * The logo: shown as stored, uploaded or removed at once (not with the form's Save), since the file is
 * checked and rebuilt by the api. A file over the limit is refused here before anything is sent.
 */
export function BrandLogo({ brand, canEdit }: { brand: TBrand; canEdit: boolean }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const upload = useUploadLogo(brand.organizationId);
  const remove = useRemoveLogo(brand.organizationId);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const choose = (file: File | null) => {
    setDone(null);
    if (file === null) return;
    if (file.size > BRAND_LOGO_MAX_BYTES) {
      setProblem('brand.logoTooLarge');
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => setDone('brand.logoUploaded'),
      onError: (error) => setProblem(uploadFailureKey(error)),
    });
  };

  return (
    <SectionCard title={t('brand.logo')}>
      <Text size="sm" c="dimmed">
        {t('brand.logoHint')}
      </Text>
      {brand.logo === null ? (
        <Text size="sm">{t('brand.logoNone')}</Text>
      ) : (
        <Image
          src={brand.logo.url}
          alt={t('brand.logoAlt')}
          h={48}
          w="auto"
          fit="contain"
          style={{ alignSelf: 'flex-start', maxWidth: 240 }}
          data-testid="brand-logo"
        />
      )}
      {canEdit ? (
        <Group gap="sm">
          <FileButton onChange={choose} accept={BRAND_LOGO_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" loading={upload.isPending}>
                {brand.logo === null ? t('brand.logoChoose') : t('brand.logoReplace')}
              </Button>
            )}
          </FileButton>
          {brand.logo === null ? null : (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() => {
                setProblem(null);
                remove.mutate(undefined, {
                  onSuccess: () => setDone('brand.logoRemoved'),
                  onError: () => setProblem('brand.logoFailed'),
                });
              }}
            >
              {t('brand.logoRemove')}
            </Button>
          )}
        </Group>
      ) : null}
      {problem === null ? null : (
        <Alert color="red" role="alert">
          {t(problem)}
        </Alert>
      )}
      {done === null ? null : (
        <Text size="sm" c="teal" role="status">
          {t(done)}
        </Text>
      )}
    </SectionCard>
  );
}
