import { WHITE_LABEL_REQUEST_STATUSES, type TWhiteLabelRequestStatus } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Select } from '@mantine/core';
import { whiteLabelTexts } from '../i18n/index.ts';

const ALL = 'all';

type StatusFilterProps = {
  value: TWhiteLabelRequestStatus | null;
  onChange: (status: TWhiteLabelRequestStatus | null) => void;
};

function isStatus(value: string | null): value is TWhiteLabelRequestStatus {
  return WHITE_LABEL_REQUEST_STATUSES.some((status) => status === value);
}

/** Shows all requests or those of one status. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useLazyTranslation(whiteLabelTexts);
  const options = [
    { value: ALL, label: t('whiteLabel.allStatuses') },
    ...WHITE_LABEL_REQUEST_STATUSES.map((status) => ({
      value: status,
      label: t(`whiteLabel.statuses.${status}`),
    })),
  ];
  return (
    <Select
      label={t('whiteLabel.filterLabel')}
      data={options}
      value={value ?? ALL}
      onChange={(next) => onChange(isStatus(next) ? next : null)}
      allowDeselect={false}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
