import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type {
  TClientDetail,
  TClientSignInState,
  TClientVerificationResent,
} from '@propdesk/shared/contracts';
import { ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import { clientTexts } from '../i18n/index.ts';
import { useClientAction, type TClientAction } from '../queries/client-queries.ts';
import { Section } from './client-sections.tsx';

/** The actions the client's state allows: blocked or not, and an unverified address to confirm. */
function actionsFor(client: TClientDetail['client']): TClientAction[] {
  const actions: TClientAction[] = [client.isBlocked ? 'unblock' : 'block'];
  if (!client.isBlocked) actions.push('end-sessions');
  if (!client.isEmailVerified && !client.isBlocked) actions.push('resend-verification');
  return actions;
}

const BUTTON_KEYS: Record<TClientAction, string> = {
  block: 'actions.block',
  unblock: 'actions.unblock',
  'end-sessions': 'actions.endSessions',
  'resend-verification': 'actions.resendVerification',
};

/**
 * What staff holding clients.manage may do to the client, each asked again in a confirmation dialog that
 * says what will happen; the outcome is a toast, a refusal stays in the dialog.
 */
export function ClientActions({ organizationId, detail }: { organizationId: string; detail: TClientDetail }) {
  const { t } = useLazyTranslation(clientTexts);
  const { client } = detail;
  const act = useClientAction(organizationId, client.userId);
  const [pending, setPending] = useState<TClientAction | null>(null);
  const close = () => {
    setPending(null);
    act.reset();
  };
  const refusal = (() => {
    if (!act.isError) return null;
    const error = act.error;
    if (isApiError(error) && error.code === ERROR_CODES.conflict)
      return t('actions.conflict', { message: error.message });
    if (isApiError(error) && error.code === ERROR_CODES.rateLimited) return t('actions.tooSoon');
    if (isApiError(error) && error.code === ERROR_CODES.forbidden) return t('actions.forbidden');
    return t('actions.failed');
  })();
  const confirm = (action: TClientAction) =>
    act.mutate(action, {
      onSuccess: (answer) => {
        const endedSessions = 'endedSessions' in answer ? (answer as TClientSignInState).endedSessions : 0;
        const sentTo = 'sentTo' in answer ? (answer as TClientVerificationResent).sentTo : client.email;
        void notify({
          color: 'teal',
          message: t(`actions.done.${action}`, { count: endedSessions, email: sentTo }),
        });
        setPending(null);
      },
    });
  return (
    <Section id="client-actions" title={t('actions.title')}>
      <Group gap="sm">
        {actionsFor(client).map((action) => (
          <Button
            key={action}
            variant={action === 'block' ? 'filled' : 'light'}
            color={action === 'block' ? 'red' : undefined}
            onClick={() => setPending(action)}
          >
            {t(BUTTON_KEYS[action])}
          </Button>
        ))}
      </Group>
      <Modal
        opened={pending !== null}
        onClose={close}
        title={pending === null ? '' : t(`actions.confirm.${pending}.title`, { name: client.name })}
        closeButtonProps={{ 'aria-label': t('detail.close') }}
      >
        {pending === null ? null : (
          <Stack gap="md">
            <Text size="sm">{t(`actions.confirm.${pending}.body`, { email: client.email })}</Text>
            {refusal === null ? null : (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('actions.cancel')}
              </Button>
              <Button
                color={pending === 'block' ? 'red' : undefined}
                loading={act.isPending}
                onClick={() => confirm(pending)}
              >
                {t(`actions.confirm.${pending}.button`)}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Section>
  );
}
