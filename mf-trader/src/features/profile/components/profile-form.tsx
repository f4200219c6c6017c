import { useMemo } from 'react';
import type { TSessionUser } from '@propdesk/shared/contracts';
import { PHONE_PATTERN, type TSignUpCountry } from '@propdesk/shared/domain';
import { SUPPORTED_LANGUAGES, type TLanguage, useLazyTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import { Button, Group, SimpleGrid, Stack, Select, TextInput } from '@mantine/core';
import { countryOptions } from '@propdesk/shared/ui-forms';
import { isNotEmpty, useForm } from '@mantine/form';
import { profileTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type ProfileFormProps = { user: TSessionUser; onDone: () => void };

/** Editing the trader's own details ("Profile Updated" or "Update Failed"). */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const { t, i18n } = useLazyTranslation(profileTexts, traderTexts);
  const updateProfile = useUpdateProfile();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const languages = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    return SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }, [i18n.language]);
  const { profile } = user;
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
      country: profile.country,
      language: profile.language ?? 'en',
    },
    validate: {
      firstName: isNotEmpty(t('profile.required')),
      lastName: isNotEmpty(t('profile.required')),
      phone: (value) =>
        value.trim() === '' || PHONE_PATTERN.test(value.trim()) ? null : t('profile.phoneInvalid'),
    },
  });

  const submit = form.onSubmit((values) => {
    updateProfile.mutate(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone.trim() === '' ? null : values.phone.trim(),
        language: values.language as TLanguage,
        ...(values.country ? { country: values.country as TSignUpCountry } : {}),
      },
      {
        onSuccess: () => {
          void notify({ color: 'green', title: t('profile.updated'), message: t('profile.updatedMessage') });
          onDone();
        },
        // Nothing typed is lost: the form stays open with the values.
        onError: () =>
          void notify({ color: 'red', title: t('profile.updateFailed'), message: t('profile.tryLater') }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('profile.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('profile.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={t('profile.phone')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <Select
            label={t('profile.country')}
            data={countries}
            searchable
            nothingFoundMessage={t('profile.countryNothingFound')}
            {...form.getInputProps('country')}
          />
          <Select
            label={t('profile.mailLanguage')}
            description={t('profile.mailLanguageHint')}
            data={languages}
            allowDeselect={false}
            {...form.getInputProps('language')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={updateProfile.isPending}>
            {t('profile.save')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={updateProfile.isPending}>
            {t('profile.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
