import { ZApiErrorBody, ZLiveness, ZPublicConfig, ZReadiness } from '@propdesk/shared/contracts';
import { z } from 'zod';

export const ZLivenessResponse = ZLiveness;
export const ZReadinessResponse = ZReadiness;

/** A 503 from /readyz is either the readiness report or, when load is shed first, the error body. */
export const READINESS_UNAVAILABLE_RESPONSE = {
  description: 'Not ready: a check failed (readiness body) or the instance is shedding load (error body)',
  content: { 'application/json': { schema: z.union([ZReadiness, ZApiErrorBody]) } },
};

export const ZPublicConfigResponse = ZPublicConfig;
