import { STAFF_MEMBER_ROLES } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { STAFF_ROLE_NAMES } from '../../mail/index.ts';
import { defineNotification, HOME_LINK } from '../notification-definition.ts';

const ZMemberPayload = z.object({
  organizationId: z.uuid(),
  organizationName: z.string(),
  /** The member the change was made to: the one person told. */
  userId: z.uuid(),
});

/**
 * Changes to a person's own place in an organization (docs: Members). Security notices: who may act for
 * a firm changed, so their mail is always sent, and the person learns of it even when they no longer
 * have access to the organization's pages.
 */
const memberNotice = {
  category: 'security',
  organizationId: (payload: { organizationId: string }) => payload.organizationId,
  recipients: (payload: { userId: string }) => [
    { kind: 'user', userId: payload.userId, area: 'organization' } as const,
  ],
  link: () => HOME_LINK,
} as const;

/** An owner or admin gave the member another role. */
export const memberRoleChanged = defineNotification({
  type: 'member_role_changed',
  ...memberNotice,
  payload: ZMemberPayload.extend({
    role: z.enum(STAFF_MEMBER_ROLES),
    previousRole: z.enum(STAFF_MEMBER_ROLES),
  }),
  texts: {
    en: (payload) => ({
      title: 'Your role changed',
      message: `You are now ${STAFF_ROLE_NAMES.en[payload.role]} of ${payload.organizationName} (before: ${STAFF_ROLE_NAMES.en[payload.previousRole]}).`,
    }),
    es: (payload) => ({
      title: 'Tu rol ha cambiado',
      message: `Ahora eres ${STAFF_ROLE_NAMES.es[payload.role]} de ${payload.organizationName} (antes: ${STAFF_ROLE_NAMES.es[payload.previousRole]}).`,
    }),
    it: (payload) => ({
      title: 'Il tuo ruolo è cambiato',
      message: `Ora sei ${STAFF_ROLE_NAMES.it[payload.role]} di ${payload.organizationName} (prima: ${STAFF_ROLE_NAMES.it[payload.previousRole]}).`,
    }),
  },
});

/** The member's access to the organization was turned off; their sessions there end at once. */
export const memberDeactivated = defineNotification({
  type: 'member_deactivated',
  ...memberNotice,
  payload: ZMemberPayload,
  texts: {
    en: (payload) => ({
      title: 'Access deactivated',
      message: `Your access to ${payload.organizationName} was deactivated. Ask its owners if you think this is a mistake.`,
    }),
    es: (payload) => ({
      title: 'Acceso desactivado',
      message: `Tu acceso a ${payload.organizationName} ha sido desactivado. Consulta a sus propietarios si crees que es un error.`,
    }),
    it: (payload) => ({
      title: 'Accesso disattivato',
      message: `Il tuo accesso a ${payload.organizationName} è stato disattivato. Chiedi ai suoi proprietari se pensi che sia un errore.`,
    }),
  },
});

/** The member's access to the organization was turned on again, with the role they had. */
export const memberReactivated = defineNotification({
  type: 'member_reactivated',
  ...memberNotice,
  payload: ZMemberPayload.extend({ role: z.enum(STAFF_MEMBER_ROLES) }),
  texts: {
    en: (payload) => ({
      title: 'Access restored',
      message: `Your access to ${payload.organizationName} is active again, as ${STAFF_ROLE_NAMES.en[payload.role]}.`,
    }),
    es: (payload) => ({
      title: 'Acceso restablecido',
      message: `Tu acceso a ${payload.organizationName} vuelve a estar activo, como ${STAFF_ROLE_NAMES.es[payload.role]}.`,
    }),
    it: (payload) => ({
      title: 'Accesso ripristinato',
      message: `Il tuo accesso a ${payload.organizationName} è di nuovo attivo, come ${STAFF_ROLE_NAMES.it[payload.role]}.`,
    }),
  },
});
