import { INVITATION_TTL_DAYS, type TLanguage, type TStaffMemberRole } from '@propdesk/shared/contracts';
import type { TMailBody, TSingleUseLink } from './mail-body.ts';

/** What the invitation mail says: who invites, into which organization, as what, and its link. */
export type TInvitationMailInput = {
  purpose: 'organization_invitation';
  productName: string;
  organizationName: string;
  /** The inviter's name; null when it is unknown (a seeded invitation, an inviter without a profile). */
  inviterName: string | null;
  role: TStaffMemberRole;
  link: TSingleUseLink;
};

/** Staff roles as a sentence names them ("… as support agent"), also read by the member notifications. */
export const STAFF_ROLE_NAMES: Record<TLanguage, Record<TStaffMemberRole, string>> = {
  en: { owner: 'owner', admin: 'administrator', manager: 'manager', agent: 'support agent' },
  es: { owner: 'propietario', admin: 'administrador', manager: 'gerente', agent: 'agente de soporte' },
  it: { owner: 'proprietario', admin: 'amministratore', manager: 'manager', agent: 'agente di supporto' },
};

/**
 * The invitation mail in each language. It names the address's owner nowhere (the invitee may have no
 * account yet) and says how long the link lives, which INVITATION_TTL_DAYS decides.
 */
export const INVITATION_MAIL_TEXTS: Record<TLanguage, (input: TInvitationMailInput) => TMailBody> = {
  en: (input) => ({
    subject: `You are invited to join ${input.organizationName} on ${input.productName}`,
    paragraphs: [
      'Hello,',
      `${input.inviterName ?? 'A member of the team'} invited you to join ${input.organizationName} as ${STAFF_ROLE_NAMES.en[input.role]}.`,
      `Open the link to accept. Without a ${input.productName} account yet, create one with this email address on the same page. The link is valid for ${INVITATION_TTL_DAYS} days and works once.`,
      'If you did not expect this invitation, ignore this email.',
    ],
    action: { label: 'Accept the invitation', url: input.link },
  }),
  es: (input) => ({
    subject: `Te invitan a unirte a ${input.organizationName} en ${input.productName}`,
    paragraphs: [
      'Hola:',
      `${input.inviterName ?? 'Un miembro del equipo'} te ha invitado a unirte a ${input.organizationName} como ${STAFF_ROLE_NAMES.es[input.role]}.`,
      `Abre el enlace para aceptar. Si aún no tienes una cuenta de ${input.productName}, créala con esta dirección de correo en la misma página. El enlace es válido durante ${INVITATION_TTL_DAYS} días y funciona una sola vez.`,
      'Si no esperabas esta invitación, ignora este correo.',
    ],
    action: { label: 'Aceptar la invitación', url: input.link },
  }),
  it: (input) => ({
    subject: `Sei stato invitato a unirti a ${input.organizationName} su ${input.productName}`,
    paragraphs: [
      'Ciao,',
      `${input.inviterName ?? 'Un membro del team'} ti ha invitato a unirti a ${input.organizationName} come ${STAFF_ROLE_NAMES.it[input.role]}.`,
      `Apri il link per accettare. Se non hai ancora un account ${input.productName}, crealo con questo indirizzo email dalla stessa pagina. Il link è valido per ${INVITATION_TTL_DAYS} giorni e funziona una sola volta.`,
      'Se non ti aspettavi questo invito, ignora questa email.',
    ],
    action: { label: "Accetta l'invito", url: input.link },
  }),
};
