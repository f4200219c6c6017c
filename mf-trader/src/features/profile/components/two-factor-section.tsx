import { useState } from 'react';
import type { TMfaEnrolment, TMfaStatus } from '@propdesk/shared/contracts';
import { AUTH_ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import {
  OneTimeCodeInput,
  RecoveryCodesPanel,
  TotpEnrolmentDetails,
  normalizeOneTimeCode,
} from '@propdesk/shared/mfa';
import { notify } from '@propdesk/shared/notify';
import { useSession } from '@propdesk/shared/session';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { profileTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import {
  useConfirmEnrolment,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartEnrolment,
  useTwoFactorStatus,
} from '../api/two-factor.ts';

/** What asks for a code: finishing the set-up, new recovery codes, or turning it off. */
type TCodeAction = 'confirm' | 'regenerate' | 'disable';

function CodeForm({
  action,
  isPending,
  onSubmit,
  onCancel,
}: {
  action: TCodeAction;
  isPending: boolean;
  onSubmit: (code: string, showError: (message: string) => void) => void;
  onCancel: () => void;
}) {
  const { t } = useLazyTranslation(profileTexts, traderTexts);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = normalizeOneTimeCode('code', value);
        if (code === null) setError(t('twoFactor.codeShape'));
        else onSubmit(code, setError);
      }}
    >
      <Stack gap="sm" maw={420}>
        <OneTimeCodeInput
          kind="code"
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          error={error}
        />
        <Group>
          <Button type="submit" loading={isPending} color={action === 'disable' ? 'red' : undefined}>
            {t(`twoFactor.submit.${action}`)}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('twoFactor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function StatusLine({ status }: { status: TMfaStatus }) {
  const { t } = useLazyTranslation(profileTexts, traderTexts);
  const isOn = status.totp === 'on';
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge color={isOn ? 'green' : 'gray'}>{t(isOn ? 'twoFactor.on' : 'twoFactor.off')}</Badge>
        {status.required ? <Badge variant="light">{t('twoFactor.required')}</Badge> : null}
      </Group>
      <Text size="sm" c="dimmed">
        {isOn ? t('twoFactor.codesLeft', { count: status.recoveryCodesLeft }) : t('twoFactor.offLead')}
      </Text>
    </Stack>
  );
}

/** `/profile`: turning the authenticator app on or off, and new recovery codes. */
export function TwoFactorSection() {
  const { t } = useLazyTranslation(profileTexts, traderTexts);
  const email = useSession((state) => state.user?.email ?? '');
  const status = useTwoFactorStatus();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [enrolment, setEnrolment] = useState<TMfaEnrolment | null>(null);
  const [action, setAction] = useState<TCodeAction | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const close = () => {
    setAction(null);
    setEnrolment(null);
  };
  /** A wrong code stays on the form with the reason; anything else is a toast. */
  const failWith = (showError: (message: string) => void) => (error: unknown) => {
    if (isApiError(error) && error.code === AUTH_ERROR_CODES.mfaInvalidCode) {
      showError(t('twoFactor.invalidCode'));
    } else {
      void notify({ color: 'red', title: t('profile.updateFailed'), message: t('profile.tryLater') });
    }
  };

  const submitCode = (code: string, showError: (message: string) => void) => {
    const onError = failWith(showError);
    if (action === 'confirm') {
      confirm.mutate(code, {
        onSuccess: ({ recoveryCodes: codes }) => {
          close();
          setRecoveryCodes(codes);
          void notify({ color: 'green', message: t('twoFactor.turnedOn') });
        },
        onError,
      });
    } else if (action === 'regenerate') {
      regenerate.mutate(code, {
        onSuccess: ({ recoveryCodes: codes }) => {
          close();
          setRecoveryCodes(codes);
        },
        onError,
      });
    } else if (action === 'disable') {
      disable.mutate(code, {
        onSuccess: () => {
          close();
          void notify({ color: 'green', message: t('twoFactor.turnedOff') });
        },
        onError,
      });
    }
  };

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (started) => {
        setEnrolment(started);
        setAction('confirm');
      },
      onError: () =>
        void notify({ color: 'red', title: t('profile.updateFailed'), message: t('profile.tryLater') }),
    });

  const body = () => {
    if (status.isPending) return <Skeleton height={56} />;
    if (status.isError) {
      return (
        <Alert color="red">
          <Group justify="space-between">
            <Text size="sm">{t('twoFactor.loadFailed')}</Text>
            <Button size="xs" variant="default" onClick={() => void status.refetch()}>
              {t('profile.retry')}
            </Button>
          </Group>
        </Alert>
      );
    }
    if (recoveryCodes !== null) {
      return <RecoveryCodesPanel codes={recoveryCodes} email={email} onDone={() => setRecoveryCodes(null)} />;
    }
    const isOn = status.data.totp === 'on';
    return (
      <Stack gap="md">
        <StatusLine status={status.data} />
        {enrolment !== null ? <TotpEnrolmentDetails enrolment={enrolment} /> : null}
        {action !== null ? (
          <CodeForm
            action={action}
            isPending={confirm.isPending || regenerate.isPending || disable.isPending}
            onSubmit={submitCode}
            onCancel={close}
          />
        ) : isOn ? (
          <Group>
            <Button variant="default" onClick={() => setAction('regenerate')}>
              {t('twoFactor.newCodes')}
            </Button>
            {status.data.required ? null : (
              <Button variant="default" color="red" onClick={() => setAction('disable')}>
                {t('twoFactor.turnOff')}
              </Button>
            )}
          </Group>
        ) : (
          <Button w="fit-content" loading={start.isPending} onClick={begin}>
            {t('twoFactor.turnOn')}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('twoFactor.title')}
      </Title>
      {body()}
    </Card>
  );
}
