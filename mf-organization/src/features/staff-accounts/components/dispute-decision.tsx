import { useId, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { DISPUTE_REASON_LIMITS, type TDisputeDecision } from '@propdesk/shared/domain';
import { staffAccountsTexts } from '../i18n/index.ts';
import { useDecideDispute } from '../queries/staff-account-queries.ts';

/** The refusals the decision may meet, each with its own text (the api's error codes). */
const KNOWN_ERRORS = [
  'DISPUTE_ALREADY_DECIDED',
  'BREACH_NOT_REINSTATABLE',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_ERROR',
  'SECOND_FACTOR_REQUIRED',
] as const;

function errorKeyOf(error: unknown): string {
  const code = isApiError(error) ? error.code : null;
  return (KNOWN_ERRORS as readonly (string | null)[]).includes(code)
    ? `decision.errors.${code}`
    : 'decision.errors.generic';
}

/**
 * Upholding or overturning an open dispute: a confirmation that says what the decision does, the reason
 * the trader reads (required to overturn, as the api requires), then what happened, or why it could not.
 */
export function DisputeDecision({
  organizationId,
  disputeId,
  login,
}: {
  organizationId: string;
  disputeId: string;
  /** The account's login, which names the buttons where several accounts' disputes are listed. */
  login?: string;
}) {
  const { t } = useLazyTranslation(staffAccountsTexts);
  const leadId = useId();
  const decide = useDecideDispute(organizationId, disputeId);
  const [decision, setDecision] = useState<TDisputeDecision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const trimmed = reason.trim();

  const open = (next: TDisputeDecision) => {
    decide.reset();
    setReason('');
    setReasonError(null);
    setDecision(next);
  };
  const submit = () => {
    if (decision === null) return;
    const isRequired = decision === 'overturned';
    if ((isRequired || trimmed !== '') && trimmed.length < DISPUTE_REASON_LIMITS.minLength) {
      setReasonError(t('decision.reasonTooShort', { count: DISPUTE_REASON_LIMITS.minLength }));
      return;
    }
    if (trimmed.length > DISPUTE_REASON_LIMITS.maxLength) {
      setReasonError(t('decision.reasonTooLong', { count: DISPUTE_REASON_LIMITS.maxLength }));
      return;
    }
    decide.mutate(
      decision === 'overturned'
        ? { decision, reason: trimmed }
        : { decision, ...(trimmed === '' ? {} : { reason: trimmed }) },
      { onSuccess: () => setDecision(null) },
    );
  };

  if (decide.isSuccess) {
    const result = decide.data;
    const message =
      result.dispute.status === 'upheld'
        ? t('decision.upheld')
        : result.isAccountReinstated
          ? t('decision.overturned')
          : t('decision.overturnedKept');
    return (
      <Alert color={result.dispute.status === 'upheld' ? 'gray' : 'green'} role="status">
        {message}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {decide.isError && decision === null ? (
        <Alert color="red" role="alert">
          {t(errorKeyOf(decide.error))}
        </Alert>
      ) : null}
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => open('upheld')}
          aria-label={login === undefined ? undefined : t('decision.upholdLabel', { login })}
        >
          {t('decision.uphold')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="green"
          onClick={() => open('overturned')}
          aria-label={login === undefined ? undefined : t('decision.overturnLabel', { login })}
        >
          {t('decision.overturn')}
        </Button>
      </Group>
      <Modal
        opened={decision !== null}
        onClose={() => setDecision(null)}
        title={decision === 'overturned' ? t('decision.overturnTitle') : t('decision.upholdTitle')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm" id={leadId}>
            {decision === 'overturned' ? t('decision.overturnLead') : t('decision.upholdLead')}
          </Text>
          <Textarea
            label={decision === 'overturned' ? t('decision.reason') : t('decision.reasonOptional')}
            required={decision === 'overturned'}
            autosize
            minRows={3}
            maxRows={8}
            aria-describedby={leadId}
            description={t('decision.counter', {
              count: trimmed.length,
              max: DISPUTE_REASON_LIMITS.maxLength,
            })}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
          />
          {decide.isError ? (
            <Alert color="red" role="alert">
              {t(errorKeyOf(decide.error))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDecision(null)} disabled={decide.isPending}>
              {t('decision.cancel')}
            </Button>
            <Button
              color={decision === 'overturned' ? 'green' : 'red'}
              onClick={submit}
              loading={decide.isPending}
            >
              {decision === 'overturned' ? t('decision.confirmOverturn') : t('decision.confirmUphold')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
