import { Button, Card, Stack, Title, PasswordInput } from '@mantine/core';
import { NewPasswordFields, newPasswordRules } from '@propdesk/shared/ui-forms';
import { isNotEmpty, useForm } from '@mantine/form';
import { AUTH_ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError, passwordRefusalReasons } from '@propdesk/shared/http';
import { notify } from '@propdesk/shared/notify';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { profileTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { useChangePassword } from '../api/change-password.ts';

const NEW_PASSWORD_FIELDS = { password: 'newPassword', confirmation: 'confirmPassword' } as const;

export function ChangePasswordForm() {
  const { t } = useLazyTranslation(profileTexts, traderTexts);
  const changePassword = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: isNotEmpty(t('profile.currentPassword')),
      ...newPasswordRules(
        { length: t('profile.passwordLength'), mismatch: t('profile.passwordsDiffer') },
        NEW_PASSWORD_FIELDS,
      ),
    },
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          void notify({ color: 'green', message: t('profile.passwordUpdated') });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === AUTH_ERROR_CODES.wrongCurrentPassword) {
            form.setFieldError('currentPassword', t('profile.wrongCurrentPassword'));
            return;
          }
          const reasons = passwordRefusalReasons(error);
          if (reasons) form.setFieldError('newPassword', reasons.join(' '));
          else
            void notify({ color: 'red', title: t('profile.updateFailed'), message: t('profile.tryLater') });
        },
      },
    );
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('profile.changePassword')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields
            form={form}
            fields={NEW_PASSWORD_FIELDS}
            passwordLabel={t('profile.newPassword')}
            passwordHint={t('profile.newPasswordHint')}
            confirmationLabel={t('profile.confirmPassword')}
          />
          <Button type="submit" loading={changePassword.isPending} w="fit-content">
            {t('profile.savePassword')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
