import { z } from "zod";

/** `poll=1`: the events as JSON, once, for a browser that cannot hold a stream. */
const pollSchema = z.enum(["1"], { error: "poll must be 1" }).optional();

/** Query of GET /api/threads/{id}/events: where to resume (a reply's event id, when there is no Last-Event-ID), and `poll`. */
export const threadEventsQuerySchema = z.object({
  after: z.string().max(500, "after is not valid").optional(),
  poll: pollSchema,
});

/** Query of a stream that sends a state again on each change (GET /api/notifications/events, GET /api/events/{id}/events). */
export const stateEventsQuerySchema = z.object({ poll: pollSchema });
