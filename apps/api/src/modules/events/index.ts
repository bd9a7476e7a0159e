export {
  createEventsHub,
  type EventsHub,
  type EventsHubMode,
  type EventListener,
  type EventStreamSettings,
} from './hub.ts';
export {
  announceAtCommit,
  announceByCaller,
  announcedBy,
  checkedEvent,
  endLiveStreams,
  EVENTS_CHANNEL,
  findEventsForReplay,
  publishEvent,
  publishEventPart,
  pruneEvents,
  type Announcing,
  type PublishEventInput,
  type StoredEvent,
} from './store.ts';
