/**
 * What other modules may use of audit: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { AuditEvent } from './audit-event.entity.ts';
export { AUDIT_ACTIONS, insertAuditEvent, recordAuditEvent, type TAuditAction } from './audit.service.ts';
export { clientInfoOf, IP_MAX_LENGTH, type TClientInfo, USER_AGENT_MAX_LENGTH } from './client-info.ts';
