import { z } from 'zod';
import { defineNotification, HOME_LINK } from '../notification-definition.ts';

/**
 * What a firm's staff did to a client's sign-in (Client Management). Security notices: the mail is always
 * sent, which matters most when the client can no longer sign in to read the bell.
 */
const ZClientSignInPayload = z.object({
  userId: z.uuid(),
  organizationId: z.uuid(),
  organizationName: z.string(),
});

/** The firm blocked the client's sign-in; every session they had ended with it. */
export const clientSignInBlocked = defineNotification({
  type: 'client_sign_in_blocked',
  category: 'security',
  payload: ZClientSignInPayload,
  organizationId: (payload) => payload.organizationId,
  recipients: (payload) => [{ kind: 'user', userId: payload.userId, area: 'trader' }],
  link: () => HOME_LINK,
  texts: {
    en: (payload) => ({
      title: 'Your account was suspended',
      message: `${payload.organizationName} suspended your account: you cannot sign in until it is restored. Contact their support if you think this is a mistake.`,
    }),
    es: (payload) => ({
      title: 'Tu cuenta fue suspendida',
      message: `${payload.organizationName} suspendió tu cuenta: no puedes iniciar sesión hasta que la restablezca. Contacta con su soporte si crees que es un error.`,
    }),
    it: (payload) => ({
      title: 'Il tuo account è stato sospeso',
      message: `${payload.organizationName} ha sospeso il tuo account: non puoi accedere finché non viene ripristinato. Contatta il loro supporto se pensi che sia un errore.`,
    }),
  },
});

/** The firm lifted the block: the client can sign in again. */
export const clientSignInRestored = defineNotification({
  type: 'client_sign_in_restored',
  category: 'security',
  payload: ZClientSignInPayload,
  organizationId: (payload) => payload.organizationId,
  recipients: (payload) => [{ kind: 'user', userId: payload.userId, area: 'trader' }],
  link: () => HOME_LINK,
  texts: {
    en: (payload) => ({
      title: 'Your account was restored',
      message: `${payload.organizationName} restored your account: you can sign in again.`,
    }),
    es: (payload) => ({
      title: 'Tu cuenta fue restablecida',
      message: `${payload.organizationName} restableció tu cuenta: ya puedes iniciar sesión de nuevo.`,
    }),
    it: (payload) => ({
      title: 'Il tuo account è stato ripristinato',
      message: `${payload.organizationName} ha ripristinato il tuo account: puoi accedere di nuovo.`,
    }),
  },
});

/** The firm's support signed the client out everywhere (a lost phone, a shared computer). */
export const clientSessionsEnded = defineNotification({
  type: 'client_sessions_ended',
  category: 'security',
  payload: ZClientSignInPayload,
  organizationId: (payload) => payload.organizationId,
  recipients: (payload) => [{ kind: 'user', userId: payload.userId, area: 'trader' }],
  link: () => HOME_LINK,
  texts: {
    en: (payload) => ({
      title: 'You were signed out everywhere',
      message: `${payload.organizationName}'s support ended every session of your account. Sign in again; if you did not ask for this, change your password.`,
    }),
    es: (payload) => ({
      title: 'Se cerraron todas tus sesiones',
      message: `El soporte de ${payload.organizationName} cerró todas las sesiones de tu cuenta. Inicia sesión de nuevo; si no lo pediste, cambia tu contraseña.`,
    }),
    it: (payload) => ({
      title: 'Sei stato disconnesso ovunque',
      message: `Il supporto di ${payload.organizationName} ha chiuso tutte le sessioni del tuo account. Accedi di nuovo; se non l'hai chiesto tu, cambia la password.`,
    }),
  },
});
