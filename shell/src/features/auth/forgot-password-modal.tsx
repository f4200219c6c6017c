import { useState } from 'react';
import { Button, Group, Stack, Text, Modal, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { notify } from '@propdesk/shared/notify';
import { type TLanguage, useLazyTranslation } from '@propdesk/shared/i18n';
import { useApiClient } from '../../lib/shell-api.tsx';
import { authTexts } from './i18n/index.ts';

export interface ForgotPasswordModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The forgot-password modal, closed on cancel or after sending. The server answers the
 * same whether or not the address has an account, and so does this page.
 */
export function ForgotPasswordModal({ isOpen, onClose }: ForgotPasswordModalProps) {
  const { t, i18n } = useLazyTranslation(authTexts);
  const api = useApiClient();
  const [isSending, setIsSending] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: isEmail(t('validation.email')) },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async ({ email }) => {
    setIsSending(true);
    try {
      await api.post('api/auth/password-reset', {
        json: { email, language: i18n.language as TLanguage },
      });
      void notify({ color: 'green', title: t('forgot.sentTitle'), message: t('forgot.sentMessage') });
      close();
    } catch {
      void notify({ color: 'red', title: t('forgot.failed'), message: t('toasts.tryLater') });
    } finally {
      setIsSending(false);
    }
  });

  return (
    <Modal opened={isOpen} onClose={close} title={t('forgot.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('forgot.lead')}
          </Text>
          <TextInput
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            required
            data-autofocus
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('forgot.cancel')}
            </Button>
            <Button type="submit" loading={isSending}>
              {t('forgot.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
