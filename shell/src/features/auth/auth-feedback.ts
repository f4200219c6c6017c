import type { TFunction } from 'i18next';
import { AUTH_ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import type { NotifyOptions } from '@propdesk/shared/notify';

/** What a sign-in page says on success and on failure; the admin portal words both its own way. */
export interface SignInFeedback {
  success: (t: TFunction) => NotifyOptions;
  failure: (error: unknown, t: TFunction) => NotifyOptions;
}

/** Trader, organization and support-agent pages. */
export const MEMBER_SIGN_IN_FEEDBACK: SignInFeedback = {
  success: (t) => ({
    color: 'green',
    title: t('toasts.loginSuccessTitle'),
    message: t('toasts.loginSuccessMessage'),
  }),
  failure: (error, t) => signInFailureToast(error, t),
};

/**
 * The admin page: "Admin access granted!" on success; a refusal shows the server's message (the api
 * words refusals on the admin portal for this page), with "Sign in failed" as the fallback.
 */
export const ADMIN_SIGN_IN_FEEDBACK: SignInFeedback = {
  success: (t) => ({ color: 'green', message: t('toasts.adminAccessGranted') }),
  failure: (error, t) => ({
    color: 'red',
    title: t('toasts.signInFailed'),
    message:
      isApiError(error) && error.status > 0 && error.status < 500 ? error.message : t('toasts.signInFailed'),
  }),
};

/** The toast for a failed sign-in: Access Denied for staff, else Login Failed. */
export function signInFailureToast(error: unknown, t: TFunction): NotifyOptions {
  if (isApiError(error) && error.code === AUTH_ERROR_CODES.staffOnClientPortal) {
    return { color: 'red', title: t('toasts.accessDeniedTitle'), message: t('toasts.accessDeniedMessage') };
  }
  return { color: 'red', title: t('toasts.loginFailed'), message: errorMessage(error, t) };
}

/** The toast for a failed sign-up: Account Already Exists for a duplicate, else Registration Failed. */
export function signUpFailureToast(error: unknown, t: TFunction): NotifyOptions {
  if (isApiError(error) && error.code === AUTH_ERROR_CODES.accountExists) {
    return { color: 'red', title: t('toasts.accountExistsTitle'), message: t('toasts.accountExistsMessage') };
  }
  return { color: 'red', title: t('toasts.registrationFailed'), message: errorMessage(error, t) };
}

/** The server's message when it sent one (it says what went wrong), else "Please try again later." */
function errorMessage(error: unknown, t: TFunction): string {
  return isApiError(error) && error.status > 0 && error.status < 500 ? error.message : t('toasts.tryLater');
}
