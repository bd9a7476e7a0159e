import { z } from 'zod';
import { nonJsonBody } from './common.ts';

/** Typed streams of docs/product/wire-contract.md#reservations-and-payments (`/event/restricted/subscribe/{type}`): unnamed events, JSON data. */
export const ReservationEventTypes = ['payment_required', 'reservation_failed', 'reservation_confirmed'] as const;
export const ReservationEventTypeSchema = z.enum(ReservationEventTypes);
export type ReservationEventType = z.infer<typeof ReservationEventTypeSchema>;

/** `amount` is in dollars (the client multiplies by 100 for the card provider). */
export const PaymentRequiredEventSchema = z.object({ amount: z.number().nonnegative(), reservationId: z.string() });
export type PaymentRequiredEvent = z.infer<typeof PaymentRequiredEventSchema>;

export const ReservationOutcomeEventSchema = z.object({ reservationId: z.string(), message: z.string() });
export type ReservationOutcomeEvent = z.infer<typeof ReservationOutcomeEventSchema>;

export const ReservationEventPayloadSchemas = {
  payment_required: PaymentRequiredEventSchema,
  reservation_failed: ReservationOutcomeEventSchema,
  reservation_confirmed: ReservationOutcomeEventSchema,
} as const satisfies Record<ReservationEventType, z.ZodType>;

export interface ReservationEventPayloads {
  payment_required: PaymentRequiredEvent;
  reservation_failed: ReservationOutcomeEvent;
  reservation_confirmed: ReservationOutcomeEvent;
}

/**
 * docs/product/wire-contract.md#reservations-and-payments: the typed `reservation_confirmed` stream carries only outcomes reached without a confirm call
 * (a free booking, a cheaper reschedule). An outcome applied from a payment carries `viaConfirm: true`: the
 * confirm call's 2xx already told the client, so only the combined stream shows it.
 */
export function belongsOnTypedStream(type: string, payload: unknown) {
  return !(type === 'reservation_confirmed' && (payload as { viaConfirm?: unknown } | null)?.viaConfirm === true);
}

/** Any event type may be published (e.g. `notification`, `reservation_cancelled`); the combined stream names each frame by type. */
export const EventTypeSchema = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/);

/** Payload of an event of type T: the pinned shape for the typed streams, any JSON object otherwise. */
export type EventPayload<T extends string> = T extends ReservationEventType
  ? ReservationEventPayloads[T]
  : Record<string, unknown>;

/** One event as the web client sees it on the combined stream (`event: <type>`, `id: <id>`, `data: <payload>`). */
export const LiveEventSchema = z.object({ id: z.string(), type: z.string(), data: z.unknown() });
export type LiveEvent = z.infer<typeof LiveEventSchema>;

export const EventStreamParamsSchema = z.object({ type: z.string() });

/**
 * `access_token` stands in for the `Authorization` header (EventSource cannot set headers);
 * `lastEventId` stands in for the `Last-Event-ID` header on a first connection.
 */
export const EventStreamQuerySchema = z.object({
  access_token: z.string().optional(),
  lastEventId: z.string().optional(),
});

export const EventStreamLimits = {
  /** Comment frame `: ping` interval; clients give up after `clientSilenceTimeoutMs` of silence (docs/product/rules.md#constants). */
  heartbeatMs: 20_000,
  clientSilenceTimeoutMs: 300_000,
  /** `retry:` sent at the start of each stream. */
  reconnectMs: 5_000,
  /** How far back `Last-Event-ID` replay reaches. */
  replayWindowMs: 10 * 60_000,
  /** Events are deleted after this age. */
  retentionMs: 24 * 60 * 60_000,
  /** Open streams one user may hold on one server (each tab of the web app holds one; a legacy client three). */
  maxStreamsPerUser: 20,
} as const;

/** The event streams answer 200 `text/event-stream`, not JSON (docs/product/wire-contract.md#event-streams). */
export const EventStreamResponseSchema = nonJsonBody(
  'text/event-stream: `id:` and JSON `data:` frames, `: ping` every 20 s',
);
