/**
 * Two-factor authentication pieces shared by the shell's sign-in and the trader's profile page: one
 * look and one set of words for the code field, the QR enrolment and the recovery codes.
 */
import { registerTranslations } from '@propdesk/shared/i18n';
import { MFA_NAMESPACE, mfaCatalogs } from './mfa-catalogs.ts';

registerTranslations(MFA_NAMESPACE, mfaCatalogs);

export { MFA_NAMESPACE } from './mfa-catalogs.ts';
export { OneTimeCodeInput, normalizeOneTimeCode } from './one-time-code-input.tsx';
export { TotpEnrolmentDetails } from './totp-enrolment-details.tsx';
export { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
