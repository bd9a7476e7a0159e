export {
  createEventsHub,
  type EventsHub,
  type EventsHubMode,
  type EventListener,
  type EventStreamSettings,
} from './hub.ts';
export {
  announcement,
  checkedEvent,
  EVENTS_CHANNEL,
  findEventsForReplay,
  publishEvent,
  publishEventPart,
  pruneEvents,
  type PublishEventInput,
  type StoredEvent,
} from './store.ts';
