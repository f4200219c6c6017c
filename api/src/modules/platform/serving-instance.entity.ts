import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.ts';

/**
 * A serving api instance that is alive: its row exists while it renews `heartbeatAt` every second
 * (instance-membership.ts). Instances share out background work (the simulator's accounts) among the
 * rows whose heartbeat is fresh; a row is deleted when its instance stops, or by any instance once it
 * has gone quiet.
 */
export const ServingInstance = defineEntity({
  name: 'ServingInstance',
  tableName: 'serving_instances',
  properties: {
    ...baseProperties(),
    heartbeatAt: p.datetime(),
  },
});
export type TServingInstance = InferEntity<typeof ServingInstance>;
