import { Button, Card, Stack, Title } from '@propdesk/shared/ui';
import { PasswordInput, hasLength, isNotEmpty, matchesField, useForm } from '@propdesk/shared/ui-forms';
import { AUTH_ERROR_CODES, PASSWORD_POLICY } from '@propdesk/shared/domain';
import { isApiError, passwordRefusalReasons } from '@propdesk/shared/http';
import { notify } from '@propdesk/shared/notify';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { profileTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { useChangePassword } from '../api/change-password.ts';

export function ChangePasswordForm() {
  const { t } = useLazyTranslation(profileTexts, traderTexts);
  const changePassword = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: isNotEmpty(t('profile.currentPassword')),
      newPassword: hasLength(
        { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength },
        t('profile.passwordLength'),
      ),
      confirmPassword: matchesField('newPassword', t('profile.passwordsDiffer')),
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
          <PasswordInput
            label={t('profile.newPassword')}
            description={t('profile.newPasswordHint')}
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('profile.confirmPassword')}
            autoComplete="new-password"
            required
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={changePassword.isPending} w="fit-content">
            {t('profile.savePassword')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
