import type { TAccountState, TEngineEvent, TStateDraft } from './types.ts';

/**
 * The last events of an account, kept for breach reports ("a short timeline"). A fixed ring of slots, so the
 * state stays the same size however long the account trades.
 */
export const TIMELINE_LENGTH = 8;

export function emptyTimeline(): (TEngineEvent | null)[] {
  return new Array<TEngineEvent | null>(TIMELINE_LENGTH).fill(null);
}

export function recordInTimeline(draft: TStateDraft, event: TEngineEvent): void {
  // The ring is copied, not written in place: the caller's previous state still points at the old one.
  const timeline = draft.timeline.slice();
  timeline[draft.timelineCursor] = event;
  draft.timeline = timeline;
  draft.timelineCursor = (draft.timelineCursor + 1) % TIMELINE_LENGTH;
}

/** The recorded events, oldest first. */
export function readTimeline(state: Pick<TAccountState, 'timeline' | 'timelineCursor'>): TEngineEvent[] {
  const events: TEngineEvent[] = [];
  for (let offset = 0; offset < state.timeline.length; offset += 1) {
    const event = state.timeline[(state.timelineCursor + offset) % state.timeline.length];
    if (event) events.push(event);
  }
  return events;
}
