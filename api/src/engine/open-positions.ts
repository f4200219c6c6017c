import type { TAccountState, TStateDraft } from './types.ts';

/**
 * Open positions are tracked by id so that a close is matched to its open (trading-day variants need the
 * day it was opened) and so a pass can require none open. A platform limits how many positions are open at
 * once; past this bound the engine still counts them but no longer remembers their ids, which keeps the
 * state's size bounded whatever a feed sends.
 */
export const MAX_TRACKED_OPEN_POSITIONS = 256;

export function recordOpenedPosition(draft: TStateDraft, positionId: string, dayNumber: number): void {
  if (draft.openPositions.length >= MAX_TRACKED_OPEN_POSITIONS) {
    draft.untrackedOpenPositions += 1;
    return;
  }
  draft.openPositions = [...draft.openPositions, { positionId, openedDayNumber: dayNumber }];
}

/**
 * Removes a closed position and returns the day it was opened in, or null when its opening deal never
 * reached the engine: such a close still counts (the caller books its profit anyway).
 * A partial close leaves the position open.
 */
export function removeClosedPosition(
  draft: TStateDraft,
  positionId: string,
  isPartial: boolean,
): number | null {
  const index = draft.openPositions.findIndex((position) => position.positionId === positionId);
  if (index === -1) {
    if (!isPartial && draft.untrackedOpenPositions > 0) draft.untrackedOpenPositions -= 1;
    return null;
  }
  const openedDayNumber = draft.openPositions[index]?.openedDayNumber ?? null;
  if (!isPartial) draft.openPositions = draft.openPositions.filter((_, position) => position !== index);
  return openedDayNumber;
}

export function countOpenPositions(
  state: Pick<TAccountState, 'openPositions' | 'untrackedOpenPositions'>,
): number {
  return state.openPositions.length + state.untrackedOpenPositions;
}
