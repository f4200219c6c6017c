import { useState } from 'react';
import type { TWhiteLabelRequestRecord } from '@propdesk/shared/contracts';
import { WHITE_LABEL_REQUEST_STATUSES, type TWhiteLabelRequestStatus } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import { Button, Group, Menu } from '@mantine/core';
import { whiteLabelTexts } from '../i18n/index.ts';
import { useChangeRequestStatus } from '../api/white-label-requests.ts';
import { StatusBadge } from './status-badge.tsx';
import { StatusChangeDialog } from './status-change-dialog.tsx';

/**
 * A request's status and the menu that moves it (arrow keys and Enter work in the menu); the chosen
 * status is confirmed in a dialog that also takes the internal note. The row shows the new status at
 * once, a toast tells how it went.
 */
export function RequestStatusControl({ request }: { request: TWhiteLabelRequestRecord }) {
  const { t, i18n } = useLazyTranslation(whiteLabelTexts);
  const changeStatus = useChangeRequestStatus();
  const [target, setTarget] = useState<TWhiteLabelRequestStatus | null>(null);
  const statusLabel = (status: TWhiteLabelRequestStatus) => t(`whiteLabel.statuses.${status}`);

  const confirm = (change: { status: TWhiteLabelRequestStatus; note: string | undefined }) => {
    setTarget(null);
    changeStatus.mutate(
      { id: request.id, ...change },
      {
        onSuccess: (updated) =>
          void notify({
            color: 'green',
            title: t('whiteLabel.statusChangedTitle'),
            message: t('whiteLabel.statusChanged', {
              company: updated.companyName,
              status: statusLabel(updated.status),
            }),
          }),
        onError: () =>
          void notify({
            color: 'red',
            title: t('whiteLabel.changeFailed'),
            message: t('whiteLabel.tryAgain'),
          }),
      },
    );
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <StatusBadge status={request.status} />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="compact-xs"
            variant="subtle"
            loading={changeStatus.isPending}
            aria-label={t('whiteLabel.changeStatusOf', { company: request.companyName })}
          >
            {t('whiteLabel.changeStatus')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {WHITE_LABEL_REQUEST_STATUSES.map((status) => (
            <Menu.Item key={status} disabled={status === request.status} onClick={() => setTarget(status)}>
              {t('whiteLabel.markAs', { status: statusLabel(status).toLocaleLowerCase(i18n.language) })}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setTarget(request.status)}>{t('whiteLabel.editNote')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {target === null ? null : (
        <StatusChangeDialog
          request={request}
          status={target}
          onClose={() => setTarget(null)}
          onConfirm={confirm}
        />
      )}
    </Group>
  );
}
