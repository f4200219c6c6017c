import { ZNewDeviceSignIn } from '../../auth/index.ts';
import { defineNotification, HOME_LINK } from '../notification-definition.ts';

/**
 * A sign-in from a browser this account had not used: security, so its mail is always sent. Auth
 * publishes the event and owns its payload (auth/sign-in-events.ts).
 */
export const newDeviceSignIn = defineNotification({
  type: 'new_device_sign_in',
  category: 'security',
  payload: ZNewDeviceSignIn,
  organizationId: () => null,
  recipients: (payload) => [{ kind: 'user', userId: payload.userId, area: payload.area }],
  link: () => HOME_LINK,
  mail: (payload, recipient) => ({
    purpose: 'sign_in_notice',
    ...recipient,
    at: new Date(payload.at),
    ip: payload.ip,
    userAgent: payload.userAgent,
  }),
  texts: {
    en: (payload) => ({
      title: 'New sign-in to your account',
      message: `Signed in from a new device (${payload.userAgent ?? 'unknown browser'}, IP ${payload.ip ?? 'unknown'}) at ${payload.at.slice(0, 16).replace('T', ' ')} UTC. If this was not you, change your password now.`,
    }),
    es: (payload) => ({
      title: 'Nuevo inicio de sesión en tu cuenta',
      message: `Inicio de sesión desde un dispositivo nuevo (${payload.userAgent ?? 'navegador desconocido'}, IP ${payload.ip ?? 'desconocida'}) el ${payload.at.slice(0, 16).replace('T', ' ')} UTC. Si no fuiste tú, cambia tu contraseña ahora.`,
    }),
    it: (payload) => ({
      title: 'Nuovo accesso al tuo account',
      message: `Accesso da un nuovo dispositivo (${payload.userAgent ?? 'browser sconosciuto'}, IP ${payload.ip ?? 'sconosciuto'}) il ${payload.at.slice(0, 16).replace('T', ' ')} UTC. Se non sei stato tu, cambia subito la password.`,
    }),
  },
});
