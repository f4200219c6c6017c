import {
  ZAcceptedResponse,
  ZActiveSessionList,
  ZChangePasswordRequest,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZResetLinkQuery,
  ZResendVerificationRequest,
  ZResetLinkStatus,
  ZVerifyEmailRequest,
  ZSessionResponse,
  ZSessionUser,
  ZSignInRequest,
  ZSignInResponse,
  ZSignUpRequest,
  ZSignUpResponse,
} from '@propdesk/shared/contracts';
import { z } from 'zod';

/** Route schemas come from the shared contracts, so the front ends validate exactly what the api sends. */
export const ZSignUpBody = ZSignUpRequest;
export const ZSignUpAnswer = ZSignUpResponse;
export const ZSignInBody = ZSignInRequest;
export const ZSessionAnswer = ZSessionResponse;
export const ZSignInAnswer = ZSignInResponse;
export const ZCurrentSessionAnswer = ZSessionUser;
export const ZSessionListAnswer = ZActiveSessionList;
export const ZSessionIdParams = z.object({ id: z.uuid() });

export const ZVerifyEmailBody = ZVerifyEmailRequest;
export const ZResendVerificationBody = ZResendVerificationRequest;
export const ZPasswordResetBody = ZPasswordResetRequest;
export const ZAcceptedAnswer = ZAcceptedResponse;
export const ZResetLinkQueryString = ZResetLinkQuery;
export const ZResetLinkAnswer = ZResetLinkStatus;
export const ZPasswordResetConfirmBody = ZPasswordResetConfirm;
export const ZChangePasswordBody = ZChangePasswordRequest;
