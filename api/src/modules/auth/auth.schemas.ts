import {
  ZActiveSessionList,
  ZSessionResponse,
  ZSessionUser,
  ZSignInRequest,
  ZSignUpRequest,
  ZSignUpResponse,
} from '@propdesk/shared/contracts';
import { z } from 'zod';

/** Route schemas come from the shared contracts, so the front ends validate exactly what the api sends. */
export const ZSignUpBody = ZSignUpRequest;
export const ZSignUpAnswer = ZSignUpResponse;
export const ZSignInBody = ZSignInRequest;
export const ZSessionAnswer = ZSessionResponse;
export const ZCurrentSessionAnswer = ZSessionUser;
export const ZSessionListAnswer = ZActiveSessionList;
export const ZSessionIdParams = z.object({ id: z.uuid() });
export const ZNoContent = z.null().describe('No content');
