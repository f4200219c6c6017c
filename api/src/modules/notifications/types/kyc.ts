import { z } from 'zod';
import { defineNotification, HOME_LINK, ORGANIZATION_STAFF_ROLES } from '../notification-definition.ts';

const ZKycPayload = z.object({
  verificationId: z.uuid(),
  organizationId: z.uuid(),
  userId: z.uuid(),
});

/** A trader sent their identity check (first time or again): the firm's staff review it. */
export const kycSubmitted = defineNotification({
  type: 'kyc_submitted',
  category: 'account_lifecycle',
  payload: ZKycPayload.extend({ traderName: z.string() }),
  organizationId: (payload) => payload.organizationId,
  recipients: (payload) => [
    { kind: 'organization_staff', organizationId: payload.organizationId, roles: ORGANIZATION_STAFF_ROLES },
  ],
  link: () => HOME_LINK,
  texts: {
    en: (payload) => ({
      title: 'Identity check to review',
      message: `${payload.traderName} sent their identity documents for review.`,
    }),
    es: (payload) => ({
      title: 'Verificación de identidad por revisar',
      message: `${payload.traderName} envió sus documentos de identidad para revisión.`,
    }),
    it: (payload) => ({
      title: 'Verifica d’identità da esaminare',
      message: `${payload.traderName} ha inviato i documenti d’identità da esaminare.`,
    }),
  },
});

/** The firm approved the trader's identity check: payouts are open to them. */
export const kycApproved = defineNotification({
  type: 'kyc_approved',
  category: 'account_lifecycle',
  payload: ZKycPayload,
  organizationId: (payload) => payload.organizationId,
  recipients: (payload) => [{ kind: 'user', userId: payload.userId, area: 'trader' }],
  link: () => HOME_LINK,
  texts: {
    en: () => ({
      title: 'Identity verified',
      message: 'Your identity check was approved. You can now request payouts.',
    }),
    es: () => ({
      title: 'Identidad verificada',
      message: 'Tu verificación de identidad fue aprobada. Ya puedes solicitar retiros.',
    }),
    it: () => ({
      title: 'Identità verificata',
      message: 'La tua verifica d’identità è stata approvata. Ora puoi richiedere i prelievi.',
    }),
  },
});

/** The firm rejected the trader's identity check; the reason tells them what to send again. */
export const kycRejected = defineNotification({
  type: 'kyc_rejected',
  category: 'account_lifecycle',
  payload: ZKycPayload.extend({ reason: z.string() }),
  organizationId: (payload) => payload.organizationId,
  recipients: (payload) => [{ kind: 'user', userId: payload.userId, area: 'trader' }],
  link: () => HOME_LINK,
  texts: {
    en: (payload) => ({
      title: 'Identity check rejected',
      message: `Your identity check was rejected: ${payload.reason} You can correct it and send it again from your profile.`,
    }),
    es: (payload) => ({
      title: 'Verificación de identidad rechazada',
      message: `Tu verificación de identidad fue rechazada: ${payload.reason} Puedes corregirla y enviarla de nuevo desde tu perfil.`,
    }),
    it: (payload) => ({
      title: 'Verifica d’identità respinta',
      message: `La tua verifica d’identità è stata respinta: ${payload.reason} Puoi correggerla e inviarla di nuovo dal tuo profilo.`,
    }),
  },
});
