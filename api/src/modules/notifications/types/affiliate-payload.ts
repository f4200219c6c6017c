import { z } from 'zod';
import { ORGANIZATION_STAFF_ROLES, type TRecipients } from '../notification-definition.ts';

/** The affiliate program's notifications go to the staff of the firm the affiliate works with. */
export const ZAffiliatePayload = z.object({
  organizationId: z.uuid(),
  affiliateId: z.uuid(),
  username: z.string(),
  fullName: z.string(),
});
export type TAffiliatePayload = z.infer<typeof ZAffiliatePayload>;

export function affiliateStaffOf(payload: { organizationId: string }): readonly TRecipients[] {
  return [
    { kind: 'organization_staff', organizationId: payload.organizationId, roles: ORGANIZATION_STAFF_ROLES },
  ];
}
