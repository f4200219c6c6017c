/**
 * What other modules may use of mail: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { createDevelopmentMailbox, type TDevelopmentMailbox } from './development-mailbox.ts';
export { STAFF_ROLE_NAMES } from './invitation-mail-texts.ts';
export { singleUseLink } from './mail-body.ts';
export { MailMessage } from './mail-message.entity.ts';
export type { TMailTemplateInput } from './mail-templates.ts';
export { createMailService, type TMailService } from './mail.service.ts';
