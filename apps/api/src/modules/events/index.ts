export { announceAfterCommit } from './announce.ts';
export {
  createEventsHub,
  type EventsHub,
  type EventsHubMode,
  type EventListener,
  type EventStreamSettings,
} from './hub.ts';
export {
  announcedBy,
  announcedColumn,
  checkedEvent,
  endLiveStreams,
  EVENTS_CHANNEL,
  findEventsForReplay,
  publishEvent,
  publishEventPart,
  publishEventsPart,
  pruneEvents,
  type PublishEventInput,
  type StoredEvent,
} from './store.ts';
