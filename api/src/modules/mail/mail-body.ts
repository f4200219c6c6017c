/**
 * What a mail says before it is rendered, the lowest file of the mail module: the templates
 * (mail-templates.ts) and the invitation texts kept apart (invitation-mail-texts.ts) build it, and the
 * renderer reads it. The templates import the invitation texts; nothing here imports them back.
 */

/**
 * A link that carries a single-use token. Wrapped rather than a plain string so the renderer knows it is
 * secret: the mail handed to the transport has it, the copy kept in the outbox table does not.
 */
export type TSingleUseLink = { readonly singleUseUrl: string };

export function singleUseLink(url: string): TSingleUseLink {
  return { singleUseUrl: url };
}

/** A mail as plain paragraphs plus at most one link: rendered once as text and once as HTML. */
export type TMailBody = {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string | TSingleUseLink };
};
