import type { TLanguage } from '@propdesk/shared/contracts';
import { escapeHtml } from './html-escape.ts';
import { INVITATION_MAIL_TEXTS, type TInvitationMailInput } from './invitation-mail-texts.ts';
import type { TMailBody, TSingleUseLink } from './mail-body.ts';
import type { TMailPurpose } from './mail.constants.ts';

/** What the stored copy of a mail shows where the delivered one has a single-use link. */
export const SINGLE_USE_LINK_REMOVED = '[single-use link removed after sending]';

/** What each mail needs; every value may come from a user and is escaped when rendered to HTML. */
export type TMailTemplateInput =
  | { purpose: 'email_verification'; productName: string; firstName: string; link: TSingleUseLink }
  | { purpose: 'password_reset'; productName: string; firstName: string; link: TSingleUseLink }
  | {
      purpose: 'sign_in_notice';
      productName: string;
      firstName: string;
      at: Date;
      ip: string | null;
      userAgent: string | null;
    }
  // Notices to an account's owner: no token, a link to the sign-in page (which also resets a password).
  | { purpose: 'account_locked'; productName: string; firstName: string; signInLink: string }
  | { purpose: 'sign_up_attempt'; productName: string; firstName: string; signInLink: string }
  // A notification mailed to its recipient: its texts are already in their language.
  | {
      purpose: 'notification';
      productName: string;
      firstName: string;
      title: string;
      message: string;
      /** Lines listed under the message, one paragraph each (a receipt's amounts). */
      details?: readonly string[];
      link: string;
      /** Security notices cannot be switched off, so they do not say how to. */
      canUnsubscribe: boolean;
    }
  | TInvitationMailInput;

export type TRenderedMail = { subject: string; text: string; html: string };

/**
 * The same mail rendered twice: `delivered` goes to the transport and then only lives in memory,
 * `stored` is written to the outbox table with every single-use link replaced by a neutral text.
 */
export type TMailRenderings = { delivered: TRenderedMail; stored: TRenderedMail };

type TInputOf<TPurpose extends TMailPurpose> = Extract<TMailTemplateInput, { purpose: TPurpose }>;
type TCatalog = {
  [TPurpose in Exclude<TMailPurpose, 'organization_invitation'>]: (input: TInputOf<TPurpose>) => TMailBody;
};

function formatInstant(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function signInDetails(input: TInputOf<'sign_in_notice'>, unknown: string): string {
  return `${formatInstant(input.at)} · IP ${input.ip ?? unknown} · ${input.userAgent ?? unknown}`;
}

const CATALOGS: Record<TLanguage, TCatalog> = {
  en: {
    notification: (input) => ({
      subject: input.title,
      paragraphs: [
        `Hello ${input.firstName},`,
        input.message,
        ...(input.details ?? []),
        ...(input.canUnsubscribe
          ? [`You can choose which ${input.productName} emails you receive under Profile › Notifications.`]
          : []),
      ],
      action: { label: `Open ${input.productName}`, url: input.link },
    }),
    email_verification: (input) => ({
      subject: `Confirm your email address for ${input.productName}`,
      paragraphs: [
        `Hello ${input.firstName},`,
        `Thanks for signing up to ${input.productName}. Confirm your email address to activate your account. The link is valid for 24 hours.`,
        'If you did not sign up, ignore this email.',
      ],
      action: { label: 'Confirm email address', url: input.link },
    }),
    password_reset: (input) => ({
      subject: `Reset your ${input.productName} password`,
      paragraphs: [
        `Hello ${input.firstName},`,
        'We received a request to reset your password. The link is valid for 1 hour and works once.',
        'If you did not ask for this, ignore this email: your password stays the same.',
      ],
      action: { label: 'Choose a new password', url: input.link },
    }),
    sign_in_notice: (input) => ({
      subject: `New sign-in to your ${input.productName} account`,
      paragraphs: [
        `Hello ${input.firstName},`,
        `Your account was just signed in to: ${signInDetails(input, 'unknown')}.`,
        'If this was not you, reset your password now and end your other sessions from your profile.',
      ],
    }),
    sign_up_attempt: (input) => ({
      subject: `Someone tried to register with your address at ${input.productName}`,
      paragraphs: [
        `Hello ${input.firstName},`,
        `Someone just tried to create a ${input.productName} account with this email address. It already has an account, so nothing was created.`,
        'If it was you, sign in instead (the sign-in page also resets a forgotten password). If it was not you, you can ignore this message.',
      ],
      action: { label: 'Sign in', url: input.signInLink },
    }),
    account_locked: (input) => ({
      subject: `Your ${input.productName} account is temporarily locked`,
      paragraphs: [
        `Hello ${input.firstName},`,
        'After several failed sign-in attempts your account is locked for a few minutes.',
        'If this was not you, reset your password.',
      ],
      action: { label: 'Reset your password', url: input.signInLink },
    }),
  },
  es: {
    notification: (input) => ({
      subject: input.title,
      paragraphs: [
        `Hola ${input.firstName}:`,
        input.message,
        ...(input.details ?? []),
        ...(input.canUnsubscribe
          ? [`Puedes elegir qué correos de ${input.productName} recibes en Perfil › Notificaciones.`]
          : []),
      ],
      action: { label: `Abrir ${input.productName}`, url: input.link },
    }),
    email_verification: (input) => ({
      subject: `Confirma tu dirección de correo para ${input.productName}`,
      paragraphs: [
        `Hola ${input.firstName}:`,
        `Gracias por registrarte en ${input.productName}. Confirma tu dirección de correo para activar tu cuenta. El enlace es válido durante 24 horas.`,
        'Si no te has registrado, ignora este correo.',
      ],
      action: { label: 'Confirmar dirección de correo', url: input.link },
    }),
    password_reset: (input) => ({
      subject: `Restablece tu contraseña de ${input.productName}`,
      paragraphs: [
        `Hola ${input.firstName}:`,
        'Hemos recibido una solicitud para restablecer tu contraseña. El enlace es válido durante 1 hora y funciona una sola vez.',
        'Si no lo has solicitado, ignora este correo: tu contraseña no cambia.',
      ],
      action: { label: 'Elegir una nueva contraseña', url: input.link },
    }),
    sign_in_notice: (input) => ({
      subject: `Nuevo inicio de sesión en tu cuenta de ${input.productName}`,
      paragraphs: [
        `Hola ${input.firstName}:`,
        `Se acaba de iniciar sesión en tu cuenta: ${signInDetails(input, 'desconocido')}.`,
        'Si no has sido tú, restablece tu contraseña ahora y cierra las demás sesiones desde tu perfil.',
      ],
    }),
    sign_up_attempt: (input) => ({
      subject: `Alguien intentó registrarse con tu dirección en ${input.productName}`,
      paragraphs: [
        `Hola ${input.firstName}:`,
        `Alguien acaba de intentar crear una cuenta de ${input.productName} con esta dirección de correo. Ya tiene una cuenta, así que no se ha creado nada.`,
        'Si fuiste tú, inicia sesión (la página de inicio de sesión también permite restablecer una contraseña olvidada). Si no fuiste tú, puedes ignorar este mensaje.',
      ],
      action: { label: 'Iniciar sesión', url: input.signInLink },
    }),
    account_locked: (input) => ({
      subject: `Tu cuenta de ${input.productName} está bloqueada temporalmente`,
      paragraphs: [
        `Hola ${input.firstName}:`,
        'Tras varios intentos fallidos de inicio de sesión, tu cuenta está bloqueada durante unos minutos.',
        'Si no has sido tú, restablece tu contraseña.',
      ],
      action: { label: 'Restablecer la contraseña', url: input.signInLink },
    }),
  },
  it: {
    notification: (input) => ({
      subject: input.title,
      paragraphs: [
        `Ciao ${input.firstName},`,
        input.message,
        ...(input.details ?? []),
        ...(input.canUnsubscribe
          ? [`Puoi scegliere quali email di ${input.productName} ricevere in Profilo › Notifiche.`]
          : []),
      ],
      action: { label: `Apri ${input.productName}`, url: input.link },
    }),
    email_verification: (input) => ({
      subject: `Conferma il tuo indirizzo email per ${input.productName}`,
      paragraphs: [
        `Ciao ${input.firstName},`,
        `grazie per esserti registrato su ${input.productName}. Conferma il tuo indirizzo email per attivare l'account. Il link è valido per 24 ore.`,
        'Se non ti sei registrato, ignora questa email.',
      ],
      action: { label: 'Conferma indirizzo email', url: input.link },
    }),
    password_reset: (input) => ({
      subject: `Reimposta la password di ${input.productName}`,
      paragraphs: [
        `Ciao ${input.firstName},`,
        'abbiamo ricevuto una richiesta di reimpostazione della password. Il link è valido per 1 ora e funziona una sola volta.',
        'Se non sei stato tu, ignora questa email: la password resta invariata.',
      ],
      action: { label: 'Scegli una nuova password', url: input.link },
    }),
    sign_in_notice: (input) => ({
      subject: `Nuovo accesso al tuo account ${input.productName}`,
      paragraphs: [
        `Ciao ${input.firstName},`,
        `è appena stato effettuato un accesso al tuo account: ${signInDetails(input, 'sconosciuto')}.`,
        'Se non sei stato tu, reimposta subito la password e chiudi le altre sessioni dal tuo profilo.',
      ],
    }),
    sign_up_attempt: (input) => ({
      subject: `Qualcuno ha provato a registrarsi con il tuo indirizzo su ${input.productName}`,
      paragraphs: [
        `Ciao ${input.firstName},`,
        `Qualcuno ha appena provato a creare un account ${input.productName} con questo indirizzo email. L'indirizzo ha già un account, quindi non è stato creato nulla.`,
        'Se sei stato tu, accedi (dalla pagina di accesso puoi anche reimpostare una password dimenticata). Se non sei stato tu, puoi ignorare questo messaggio.',
      ],
      action: { label: 'Accedi', url: input.signInLink },
    }),
    account_locked: (input) => ({
      subject: `Il tuo account ${input.productName} è temporaneamente bloccato`,
      paragraphs: [
        `Ciao ${input.firstName},`,
        'dopo diversi tentativi di accesso non riusciti il tuo account è bloccato per qualche minuto.',
        'Se non sei stato tu, reimposta la password.',
      ],
      action: { label: 'Reimposta la password', url: input.signInLink },
    }),
  },
};

function bodyOf(input: TMailTemplateInput, language: TLanguage): TMailBody {
  const catalog = CATALOGS[language];
  switch (input.purpose) {
    case 'email_verification':
      return catalog.email_verification(input);
    case 'password_reset':
      return catalog.password_reset(input);
    case 'sign_in_notice':
      return catalog.sign_in_notice(input);
    case 'account_locked':
      return catalog.account_locked(input);
    case 'sign_up_attempt':
      return catalog.sign_up_attempt(input);
    case 'notification':
      return catalog.notification(input);
    case 'organization_invitation':
      return INVITATION_MAIL_TEXTS[language](input);
  }
}

function renderBody(body: TMailBody, withSingleUseLinks: boolean): TRenderedMail {
  const textParts = [...body.paragraphs];
  const htmlParts = body.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  if (body.action !== undefined) {
    const { label, url } = body.action;
    const href = typeof url === 'string' ? url : withSingleUseLinks ? url.singleUseUrl : null;
    if (href === null) {
      textParts.push(`${label}: ${SINGLE_USE_LINK_REMOVED}`);
      htmlParts.push(`<p>${escapeHtml(label)}: ${escapeHtml(SINGLE_USE_LINK_REMOVED)}</p>`);
    } else {
      textParts.push(`${label}: ${href}`);
      htmlParts.push(`<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`);
    }
  }
  return {
    subject: body.subject,
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${htmlParts.join('')}</body></html>`,
  };
}

/**
 * Renders a mail as plain text and simple HTML, once for delivery and once for storage. Do not loosen:
 * every paragraph, label and URL is escaped as a whole in the HTML, so a first name such as
 * `<img src=x onerror=…>` stays text; and the stored rendering never contains a single-use link, so a
 * read of the outbox table (a backup, a support query) cannot take over an account.
 */
export function renderMail(input: TMailTemplateInput, language: TLanguage): TMailRenderings {
  const body = bodyOf(input, language);
  return { delivered: renderBody(body, true), stored: renderBody(body, false) };
}
