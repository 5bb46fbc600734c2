import { z } from "zod";
import { usernameSchema } from "./users";
import { cursorSchema, pageLimitSchema } from "./pagination";
import { EVENT_BOUTS_MAX, EVENT_NAME_MAX, EVENT_VENUE_MAX, EVENTS_PAGE_SIZE, FIGHTER_NAME_MAX, WEIGHT_CLASS_MAX } from "./limits";

/** Query of GET /api/events: upcoming and live events (soonest first) or past ones (latest first), by cursor. */
export const listEventsQuerySchema = z.object({
  when: z.enum(["upcoming", "past"], { error: "when must be upcoming or past" }).default("upcoming"),
  limit: pageLimitSchema(EVENTS_PAGE_SIZE),
  cursor: cursorSchema.optional(),
});
export type ListEventsQuery = z.infer<typeof listEventsQuerySchema>;

/** Whose picks a pick'em board ranks: every member's, or the viewer's and those of the members they follow. */
const PICKEM_BOARDS = ["everyone", "following"] as const;
export type PickemBoard = (typeof PICKEM_BOARDS)[number];
const boardSchema = z.enum(PICKEM_BOARDS, { error: "among must be everyone or following" }).default("everyone");

/** Query of GET /api/events/leaderboard: a season is a calendar year (UTC). */
export const pickemLeaderboardQuerySchema = z.object({
  season: z.coerce
    .number({ error: "season must be a year" })
    .int("season must be a year")
    .min(2000, "season must be a year from 2000 to 2100")
    .max(2100, "season must be a year from 2000 to 2100")
    .default(() => new Date().getUTCFullYear()),
  among: boardSchema,
});

/** Query of GET /api/events/{id}/leaderboard. */
export const eventLeaderboardQuerySchema = z.object({ among: boardSchema });

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} must be at most ${max} characters.`);

const cornerSchema = (side: "red" | "blue") =>
  z.object({
    name: text(`${side} corner's name`, FIGHTER_NAME_MAX),
    /** A verified pro fighter's username to link the corner to their profile. */
    fighterUsername: usernameSchema.nullish(),
  });

const METHODS = ["ko_tko", "submission", "decision"] as const;
export type MethodInput = (typeof METHODS)[number];
const methodSchema = z.enum(METHODS, { error: "method must be ko_tko, submission or decision" });
const cornerNameSchema = z.enum(["red", "blue"], { error: "winner must be red or blue" });

const boutInputSchema = z.object({
  /** An existing bout of the event (kept, with its picks); absent for a new one. */
  id: z.string().min(1).max(100).optional(),
  segment: z.enum(["main_card", "prelims"], { error: "segment must be main_card or prelims" }),
  weightClass: text("weight class", WEIGHT_CLASS_MAX),
  scheduledRounds: z.number({ error: "scheduledRounds must be 3 or 5" }).refine((rounds) => rounds === 3 || rounds === 5, "scheduledRounds must be 3 or 5"),
  red: cornerSchema("red"),
  blue: cornerSchema("blue"),
});
export type BoutInput = z.infer<typeof boutInputSchema>;

/** Body of POST /api/events (staff): the event and its card in card order, main event first. */
export const eventInputSchema = z.object({
  name: text("event's name", EVENT_NAME_MAX),
  venue: text("venue", EVENT_VENUE_MAX),
  startsAt: z.iso.datetime({ offset: true, error: "startsAt must be a date and time (ISO 8601)" }).transform((value) => new Date(value)),
  bouts: z
    .array(boutInputSchema, { error: "bouts must be a list" })
    .min(1, "Add at least one bout to the card.")
    .max(EVENT_BOUTS_MAX, `A card has at most ${EVENT_BOUTS_MAX} bouts.`)
    .refine((bouts) => new Set(bouts.flatMap((bout) => (bout.id ? [bout.id] : []))).size === bouts.filter((bout) => bout.id).length, "A bout is listed twice."),
});
export type EventInput = z.infer<typeof eventInputSchema>;

/** Body of PUT /api/events/{id} (staff): the whole event again; `ended: true` ends its live period. */
export const eventUpdateSchema = eventInputSchema.extend({
  ended: z.boolean({ error: "ended must be true or false" }).optional(),
});
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

/** Body of POST /api/events/{id}/picks: a winner (and optionally the method) for some bouts. */
export const picksInputSchema = z.object({
  picks: z
    .array(z.object({ boutId: z.string().min(1).max(100), winner: cornerNameSchema, method: methodSchema.nullish() }), { error: "picks must be a list" })
    .min(1, "Pick at least one bout.")
    .max(EVENT_BOUTS_MAX, `At most ${EVENT_BOUTS_MAX} picks at once.`)
    .refine((picks) => new Set(picks.map((pick) => pick.boutId)).size === picks.length, "A bout is picked twice."),
});
export type PicksInput = z.infer<typeof picksInputSchema>;

const resultSchema = z
  .object({
    boutId: z.string().min(1).max(100),
    outcome: z.enum(["red", "blue", "draw", "no_contest"], { error: "outcome must be red, blue, draw or no_contest" }),
    method: methodSchema.nullish(),
    round: z.number({ error: "round must be a number" }).int("round must be a whole number").min(1, "round must be from 1 to 5").max(5, "round must be from 1 to 5").nullish(),
  })
  .refine((result) => (result.outcome === "red" || result.outcome === "blue") === Boolean(result.method), "A win needs its method; a draw or no contest has none.")
  .refine((result) => result.method === "decision" || result.outcome === "draw" || result.outcome === "no_contest" || Boolean(result.round), "A finish needs the round it ended in.");

/** Body of POST /api/events/{id}/results (staff): results of some bouts (entering one again corrects it). */
export const resultsInputSchema = z.object({
  results: z
    .array(resultSchema, { error: "results must be a list" })
    .min(1, "Enter at least one result.")
    .max(EVENT_BOUTS_MAX, `At most ${EVENT_BOUTS_MAX} results at once.`)
    .refine((results) => new Set(results.map((result) => result.boutId)).size === results.length, "A bout has two results."),
});
export type ResultsInput = z.infer<typeof resultsInputSchema>;

/** Body of POST /api/events/{id}/bouts/{boutId}/robbery: was the decision a robbery? */
export const robberyVoteSchema = z.object({
  robbery: z.boolean({ error: "robbery must be true or false" }),
});
