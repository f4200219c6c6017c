/**
 * What other modules may use of platform: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export {
  createInstanceMembership,
  HEARTBEAT_LEASE_MS,
  type TInstanceMembership,
} from './instance-membership.ts';
