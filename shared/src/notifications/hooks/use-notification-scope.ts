import type { TNotificationArea } from '../../domain/notifications.ts';
import {
  pickCurrentOrganization,
  useCurrentOrganizationChoice,
  useMyOrganizations,
} from '@propdesk/shared/session';

export interface TNotificationScope {
  area: TNotificationArea;
  /** In the organization area, the organization being run in this tab; null elsewhere. */
  organizationId: string | null;
  /** False while the organization area still waits for the organization. */
  isReady: boolean;
}

/**
 * Whose notifications an area shows. The organization area shows the current organization's, the one
 * the shell's switcher chose, read from @propdesk/shared/session so that the bell and the organization's
 * notifications page agree; the other areas are the reader's own.
 */
export function useNotificationScope(area: TNotificationArea): TNotificationScope {
  const isOrganizationArea = area === 'organization';
  const organizations = useMyOrganizations(isOrganizationArea);
  const chosenId = useCurrentOrganizationChoice((state) => state.chosenId);
  if (!isOrganizationArea) return { area, organizationId: null, isReady: true };
  const organization = organizations.data ? pickCurrentOrganization(organizations.data, chosenId) : null;
  return { area, organizationId: organization?.id ?? null, isReady: organization !== null };
}
