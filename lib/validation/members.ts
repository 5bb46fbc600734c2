import { z } from "zod";
import { STATUS_TIERS, type Status } from "@/lib/fight-cred";
import { syncUserSchema, type SyncUserInput } from "./users";
import { MEMBER_REPLIES_PAGE_SIZE, MEMBER_THREADS_PAGE_SIZE, RANKINGS_PAGE_SIZE, TOP_MEMBERS_DEFAULT } from "./limits";
import { cursorSchema, offsetSchema, pageLimitSchema } from "./pagination";


const STATUSES = STATUS_TIERS.map((tier) => tier.status) as [Status, ...Status[]];

/** A status level as the rankings filter names it; "HALL OF FAMER" is looked up as HALL_OF_FAMER. */
const statusSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toUpperCase().replace(/ /g, "_") : value),
  z.enum(STATUSES, { error: `status must be one of ${STATUSES.join(", ")}` }),
);

/** Query of GET /api/users/top. */
export const topMembersQuerySchema = z.object({ limit: pageLimitSchema(TOP_MEMBERS_DEFAULT, 50) });
export type TopMembersQuery = z.infer<typeof topMembersQuerySchema>;

/** Query of GET /api/users/rankings: one status level or all, a page of the table. */
export const rankingsQuerySchema = z.object({
  status: statusSchema.optional(),
  limit: pageLimitSchema(RANKINGS_PAGE_SIZE, 100),
  offset: offsetSchema,
});
export type RankingsQuery = z.infer<typeof rankingsQuerySchema>;

/**
 * Search parameters of the /rankings page: a status level (else all) and a page number from 1.
 * Values a visitor typed wrong fall back to all ranks and the first page.
 */
export const rankingsPageSearchSchema = z.object({
  status: statusSchema.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

/** Query of GET /api/users/{id}/posts. */
export const memberThreadsQuerySchema = z.object({ limit: pageLimitSchema(MEMBER_THREADS_PAGE_SIZE, 50), offset: offsetSchema });
export type MemberThreadsQuery = z.infer<typeof memberThreadsQuerySchema>;

/** Query of GET /api/users/{id}/replies: a page of the member's replies, newest first; `cursor` continues. */
export const memberRepliesQuerySchema = z.object({ limit: pageLimitSchema(MEMBER_REPLIES_PAGE_SIZE), cursor: cursorSchema.optional() });
export type MemberRepliesQuery = z.infer<typeof memberRepliesQuerySchema>;

/** Body of DELETE /api/users/account: the documented call names the member deleting themself. */
export const deleteAccountSchema = z.object({ userId: z.string().max(100).optional() });

const fields = syncUserSchema.shape;

/**
 * The user of a Clerk `user.created` / `user.updated` webhook, as the identity fields we keep.
 * A field we cannot use is left out (a username outside our rules keeps the stored or a generated one).
 */
export const clerkUserSchema = z
  .object({
    id: z.string().min(1),
    username: z.string().nullish(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    image_url: z.string().nullish(),
    primary_email_address_id: z.string().nullish(),
    email_addresses: z.array(z.object({ id: z.string(), email_address: z.string() })).default([]),
  })
  .transform(({ id, username, first_name, last_name, image_url, primary_email_address_id, email_addresses }) => {
    const email = email_addresses.find((address) => address.id === primary_email_address_id) ?? email_addresses[0];
    const identity: SyncUserInput = {
      username: fields.username.catch(undefined).parse(username),
      firstName: fields.firstName.catch(undefined).parse(first_name),
      lastName: fields.lastName.catch(undefined).parse(last_name),
      email: fields.email.catch(undefined).parse(email?.email_address),
      profileImageUrl: fields.profileImageUrl.catch(undefined).parse(image_url),
    };
    return { clerkId: id, identity };
  });

/** The user of a Clerk `user.deleted` webhook. */
export const clerkDeletedUserSchema = z.object({ id: z.string().min(1) });

/** Query of GET /api/users/mention-suggestions: the start of a username typed after "@". */
export const mentionSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: "q is required" })
    .regex(/^[A-Za-z0-9_]{1,30}$/, "q must be the start of a username: 1 to 30 letters, numbers or underscores")
    .transform((prefix) => prefix.toLowerCase()),
});
