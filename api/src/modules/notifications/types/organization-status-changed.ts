import { ORGANIZATION_STATUSES } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { defineNotification, HOME_LINK } from '../notification-definition.ts';

const STATUS_NAMES = {
  en: { active: 'active', pending: 'pending review', suspended: 'suspended' },
  es: { active: 'activa', pending: 'pendiente de revisión', suspended: 'suspendida' },
  it: { active: 'attiva', pending: 'in attesa di revisione', suspended: 'sospesa' },
} as const;

/** A platform admin changed a firm's status: every member hears it (trading stops while not active). */
export const organizationStatusChanged = defineNotification({
  type: 'organization_status_changed',
  category: 'account_lifecycle',
  payload: z.object({
    organizationId: z.uuid(),
    organizationName: z.string(),
    status: z.enum(ORGANIZATION_STATUSES),
  }),
  organizationId: (payload) => payload.organizationId,
  recipients: (payload) => [{ kind: 'organization_members', organizationId: payload.organizationId }],
  link: () => HOME_LINK,
  texts: {
    en: (payload) => ({
      title: 'Organization status changed',
      message: `${payload.organizationName} is now ${STATUS_NAMES.en[payload.status]}.`,
    }),
    es: (payload) => ({
      title: 'Cambio de estado de la organización',
      message: `${payload.organizationName} está ahora ${STATUS_NAMES.es[payload.status]}.`,
    }),
    it: (payload) => ({
      title: "Stato dell'organizzazione cambiato",
      message: `${payload.organizationName} è ora ${STATUS_NAMES.it[payload.status]}.`,
    }),
  },
});
