/**
 * What other modules may use of simulator: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { reopenPositionsClosedSinceBreach } from './breach-reopening.ts';
export { SimulatorPosition } from './simulator-position.entity.ts';
export { closingDealIdOf } from './simulator.service.ts';
