import { z } from 'zod';
import { defineNotification, HOME_LINK, ORGANIZATION_STAFF_ROLES } from '../notification-definition.ts';

/**
 * A trader joined the firm (signed up on its portal, domain or elite link): its owners, admins and
 * managers hear of it, and its webhooks as `client.signed_up` (the payload is what a receiver gets).
 */
export const clientSignedUp = defineNotification({
  type: 'client_signed_up',
  category: 'account_lifecycle',
  payload: z.object({
    organizationId: z.uuid(),
    userId: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    country: z.string().nullable(),
    via: z.enum(['client_slug', 'elite_link']),
  }),
  organizationId: (payload) => payload.organizationId,
  recipients: (payload) => [
    { kind: 'organization_staff', organizationId: payload.organizationId, roles: ORGANIZATION_STAFF_ROLES },
  ],
  link: () => HOME_LINK,
  texts: {
    en: (payload) => ({
      title: 'New client',
      message: `${payload.firstName} ${payload.lastName} (${payload.email}) joined your firm.`,
    }),
    es: (payload) => ({
      title: 'Nuevo cliente',
      message: `${payload.firstName} ${payload.lastName} (${payload.email}) se unió a tu empresa.`,
    }),
    it: (payload) => ({
      title: 'Nuovo cliente',
      message: `${payload.firstName} ${payload.lastName} (${payload.email}) si è unito alla tua società.`,
    }),
  },
});
