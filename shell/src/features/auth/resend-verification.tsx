import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { notify } from '@propdesk/shared/notify';
import { useApiClient } from '../../lib/shell-api.tsx';
import { authTexts } from './i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';

/**
 * Shown when a sign-in is refused because the address is not verified: a new link on request. The api
 * answers the same whether or not the address needs one (and sends at most one mail a minute).
 */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useLazyTranslation(authTexts);
  const api = useApiClient();
  const [isSending, setIsSending] = useState(false);
  const resend = async () => {
    setIsSending(true);
    try {
      await api.post('api/auth/resend-verification', { json: { email } });
      void notify({ color: 'green', title: t('verify.resentTitle'), message: t('verify.resentMessage') });
    } catch {
      void notify({ color: 'red', title: t('verify.resendFailed'), message: t('toasts.tryLater') });
    } finally {
      setIsSending(false);
    }
  };
  return (
    <Alert color="yellow" title={t('verify.unverifiedTitle')}>
      {t('verify.unverifiedMessage', { email })}
      <Button
        mt="xs"
        size="xs"
        variant="light"
        loading={isSending}
        onClick={() => void resend()}
        display="block"
      >
        {t('verify.resend')}
      </Button>
    </Alert>
  );
}
