/** Why a mail was sent: stored with it, and the key of the per-address limit. */
export const MAIL_PURPOSES = [
  'email_verification',
  'password_reset',
  'sign_in_notice',
  'account_locked',
  // Someone tried to sign up with an address that already has an account; its owner hears of it.
  'sign_up_attempt',
  // A notification its recipient gets by mail as well (notifications module).
  'notification',
  // An invitation to run an organization (members module); its link is single-use.
  'organization_invitation',
] as const;
export type TMailPurpose = (typeof MAIL_PURPOSES)[number];

/** At most one mail of a limited purpose per address in this window, so no mailbox is flooded through us. */
export const MAIL_ADDRESS_WINDOW_MS = 60_000;

/** Bounds of stored columns. */
export const MAIL_SUBJECT_MAX_LENGTH = 255;
export const MAIL_ERROR_MAX_LENGTH = 1000;
