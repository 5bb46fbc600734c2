import { z } from "zod";
import { IMAGE_UPLOAD_RULES } from "@/lib/media/image-rules";
import { isCategoryId } from "@/lib/categories";
import { isUploadedMediaUrl } from "@/lib/media/media-url";
import { offsetSchema, ONE_WAY_OF_PAGING_MESSAGE, oneWayOfPaging, pageLimitSchema, rankedCursorSchema } from "./pagination";
import {
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX,
  THREAD_CONTENT_MAX,
  THREAD_MEDIA_MAX,
  THREAD_PAGE_SIZE,
  THREAD_TITLE_MAX,
} from "./limits";

const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

/**
 * Query of GET /api/threads/{category}: the pinned list, or a page of regular threads (by offset or
 * cursor): by last activity, creation, hot score or top score, created within a time range.
 */
export const listThreadsQuerySchema = z.object({
  pinned: booleanFlag.optional(),
  pinnedByUserFilter: z.enum(["exclude", "include"]).optional(),
  sort: z.enum(["recent", "new", "hot", "top"], { error: "sort must be recent, new, hot or top" }).default("recent"),
  timeRange: z.enum(["all", "week", "month", "year"], { error: "timeRange must be all, week, month or year" }).default("all"),
  filter: z.enum(["all", "new"], { error: "filter must be all or new" }).default("all"),
  limit: pageLimitSchema(THREAD_PAGE_SIZE),
  offset: offsetSchema,
  userId: z.string().max(100).optional(),
  cursor: rankedCursorSchema.optional(),
})
  .refine(oneWayOfPaging, ONE_WAY_OF_PAGING_MESSAGE)
  .refine((query) => query.filter === "all" || query.sort === "recent", "filter=new lists threads by recent activity: use sort=recent")
  // A cursor names a time in the recent and new lists, a score in the hot and top ones.
  .refine((query) => !query.cursor || (query.cursor.key instanceof Date) === (query.sort === "recent" || query.sort === "new"), "cursor is not valid for this sort");
export type ListThreadsQuery = z.infer<typeof listThreadsQuerySchema>;
export type ThreadSort = ListThreadsQuery["sort"];
export type ThreadTimeRange = ListThreadsQuery["timeRange"];
export type ThreadFilter = ListThreadsQuery["filter"];

const titleSchema = z
  .string({ error: "Please enter a title for your post." })
  .trim()
  .min(1, "Please enter a title for your post.")
  .max(THREAD_TITLE_MAX, `Title must be at most ${THREAD_TITLE_MAX} characters.`);

const contentSchema = z
  .string({ error: "Please enter some content for your post." })
  .trim()
  .min(1, "Please enter some content for your post.")
  .max(THREAD_CONTENT_MAX, `Content must be at most ${THREAD_CONTENT_MAX.toLocaleString("en-US")} characters.`);

/** A poll in a new post: a question and 2–6 options; blank options are ignored. */
export const pollInputSchema = z.object({
  question: z
    .string({ error: "Please enter a question for your poll." })
    .trim()
    .min(1, "Please enter a question for your poll.")
    .max(POLL_QUESTION_MAX, `The poll question must be at most ${POLL_QUESTION_MAX} characters.`),
  options: z
    .array(
      z
        .string({ error: "Poll options must be text." })
        .trim()
        .max(POLL_OPTION_MAX, `Poll options must be at most ${POLL_OPTION_MAX} characters.`),
      { error: "Please enter at least two options for your poll." },
    )
    .max(POLL_OPTIONS_MAX, `A poll can have at most ${POLL_OPTIONS_MAX} options.`)
    .transform((options) => options.filter((option) => option !== ""))
    .refine((options) => options.length >= POLL_OPTIONS_MIN, "Please enter at least two options for your poll."),
});
export type PollInput = z.infer<typeof pollInputSchema>;

const imageSide = (name: string, max: number) =>
  z
    .number({ error: `Image ${name} must be a number.` })
    .int(`Image ${name} must be a whole number of pixels.`)
    .positive(`Image ${name} must be positive.`)
    .max(max, `Image ${name} must be at most ${max} pixels.`);
const imageWidth = imageSide("width", IMAGE_UPLOAD_RULES.default.maxWidth);
const imageHeight = imageSide("height", IMAGE_UPLOAD_RULES.default.maxHeight);

const uploadedImageUrl = z
  .string({ error: "Image URL is required." })
  .max(2000, "Image URL is too long.")
  .refine(isUploadedMediaUrl, "Images must be uploaded to Fight Forum first.");

const mediaInputSchema = z
  .object({
    type: z.literal("IMAGE", { error: "Media type must be IMAGE." }),
    url: uploadedImageUrl,
    // As POST /api/upload answered them, so cards reserve the image's space before it loads.
    width: imageWidth.optional(),
    height: imageHeight.optional(),
  })
  .refine((media) => (media.width === undefined) === (media.height === undefined), "Send both the image width and height, or neither.");

/** An image as POST /api/upload answered it: its URL and size. */
const uploadedImageSchema = z.object({ url: uploadedImageUrl, width: imageWidth, height: imageHeight }, { error: "image must be an uploaded image or null" });

/** One of the forum's categories, by id. */
const categoryIdSchema = z.string({ error: "categoryId must be text" }).refine(isCategoryId, "categoryId is not a category");

/** Body of POST /api/threads (SPEC.md "Create-post payload"); the image is uploaded beforehand. */
export const createThreadSchema = z.object({
  title: titleSchema,
  content: contentSchema,
  categoryId: z.string().max(100).optional(),
  poll: pollInputSchema.optional().nullable(),
  media: z
    .array(mediaInputSchema)
    .max(THREAD_MEDIA_MAX, `A post can have at most ${THREAD_MEDIA_MAX} image.`)
    .optional(),
});
export type CreateThreadInput = z.infer<typeof createThreadSchema>;

/** Body of PUT /api/threads/{id}. */
export const updateThreadSchema = z.object({
  title: titleSchema,
  content: contentSchema,
});
export type UpdateThreadInput = z.infer<typeof updateThreadSchema>;

/**
 * Body of the like, dislike, pin, Post of the Day and delete calls: only the documented `userId`,
 * which the handler checks against the session before this schema drops it.
 */
export const threadActionSchema = z.object({});

/** PUT /api/threads/{id}/slow-mode (staff): seconds between one member's replies, 0 to turn it off. */
export const slowModeSchema = z.object({
  seconds: z
    .number({ error: "seconds must be a number" })
    .int("seconds must be a whole number")
    .min(0, "seconds must be from 0 (off) to 3600")
    .max(3600, "seconds must be from 0 (off) to 3600"),
});

/** Body of PUT /api/threads/{id}/category: the category staff move the thread to. */
export const moveThreadSchema = z.object({ categoryId: categoryIdSchema });
export type MoveThreadInput = z.infer<typeof moveThreadSchema>;

/** POST /api/threads/{id}/read: the member has read the thread up to `upTo` (when their page was rendered). */
export const markThreadReadSchema = z.object({
  upTo: z.iso.datetime({ error: "upTo must be a date and time (ISO 8601)" }).transform((value) => new Date(value)),
});
export type MarkThreadReadInput = z.infer<typeof markThreadReadSchema>;

/**
 * Body of PUT /api/users/me/post-draft: the create-post form as it stands, saved for later, with its
 * image uploaded beforehand. Anything may be unfinished, but nothing longer than the post itself may be.
 */
export const savedPostDraftSchema = z
  .object({
    title: z.string({ error: "title must be text" }).max(THREAD_TITLE_MAX, `Title must be at most ${THREAD_TITLE_MAX} characters.`),
    content: z.string({ error: "content must be text" }).max(THREAD_CONTENT_MAX, `Content must be at most ${THREAD_CONTENT_MAX.toLocaleString("en-US")} characters.`),
    categoryId: categoryIdSchema,
    includePoll: z.boolean({ error: "includePoll must be true or false" }),
    pollQuestion: z.string({ error: "pollQuestion must be text" }).max(POLL_QUESTION_MAX, `The poll question must be at most ${POLL_QUESTION_MAX} characters.`),
    pollOptions: z
      .array(z.string({ error: "Poll options must be text" }).max(POLL_OPTION_MAX, `Each poll option must be at most ${POLL_OPTION_MAX} characters.`), {
        error: "pollOptions must be a list",
      })
      .min(POLL_OPTIONS_MIN, `A poll has at least ${POLL_OPTIONS_MIN} options`)
      .max(POLL_OPTIONS_MAX, `A poll has at most ${POLL_OPTIONS_MAX} options`),
    image: uploadedImageSchema.nullable().default(null),
  })
  .refine(
    (draft) => draft.title.trim() !== "" || draft.content.trim() !== "" || draft.includePoll || draft.image !== null,
    "Write a title or some content before saving a draft",
  );
export type SavedPostDraftInput = z.infer<typeof savedPostDraftSchema>;

/** Body of DELETE /api/users/me/post-draft: nothing. */
export const deleteSavedPostDraftSchema = z.object({});

/** Body of PUT and DELETE /api/categories/{id}/follow: nothing. */
export const categoryFollowBodySchema = z.object({});
