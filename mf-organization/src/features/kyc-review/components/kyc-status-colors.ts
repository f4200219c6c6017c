import type { TKycStatus } from '@propdesk/shared/domain';

export const KYC_STATUS_COLORS: Readonly<Record<TKycStatus, string>> = {
  not_started: 'gray',
  submitted: 'blue',
  approved: 'green',
  rejected: 'red',
};
