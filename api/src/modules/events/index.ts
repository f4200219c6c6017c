/**
 * What other modules may use of events: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { DomainEvent } from './domain-event.entity.ts';
export { createEventDispatcher, type TEventConsumer } from './event-dispatcher.ts';
export { EventReceipt } from './event-receipt.entity.ts';
export { publishEvent, type TPublishedEvent } from './publish-event.ts';
