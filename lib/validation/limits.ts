/**
 * The limits and page sizes that forms, lists and the zod schemas of this folder share. Kept apart
 * from the schemas, and free of zod, so client components can import them without loading zod.
 */

export const THREAD_TITLE_MAX = 150;
export const THREAD_CONTENT_MAX = 20_000;
export const THREAD_PAGE_SIZE = 10;
export const THREAD_MEDIA_MAX = 1;
export const POLL_QUESTION_MAX = 300;
export const POLL_OPTION_MAX = 200;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 6;

/** Edits are allowed to the author within the first hour after publishing (SPEC.md section 5). */
const THREAD_EDIT_WINDOW_MS = 60 * 60 * 1000;
export const EDIT_WINDOW_CLOSED_MESSAGE = "Posts can only be edited within the first 1 hour after they're published";

export function isWithinEditWindow(createdAt: string | Date, now: Date = new Date()) {
  return now.getTime() - new Date(createdAt).getTime() < THREAD_EDIT_WINDOW_MS;
}

export const REPLY_MAX_LENGTH = 10_000;
export const REPLY_PAGE_SIZE = 10;
export const REPLY_PAGE_SIZE_MAX = 100;
/** The thread page loads replies 100 at a time (SPEC.md section 9). */
export const THREAD_PAGE_REPLY_PAGE_SIZE = 100;

export const TOP_MEMBERS_DEFAULT = 5;
export const RANKINGS_PAGE_SIZE = 50;
export const MEMBER_THREADS_PAGE_SIZE = 10;
/** Replies per page on a profile's Replies tab. */
export const MEMBER_REPLIES_PAGE_SIZE = 20;

/** Members per page of a member's follow lists (their followers, the members they follow). */
export const FOLLOW_LIST_PAGE_SIZE = 30;

export const NOTIFICATIONS_PAGE_SIZE = 20;
/**
 * Unread notifications are counted up to this many: the badge shows "99+" from here on, and a
 * fight night's follower gathers thousands, which each of their bell's reads would count again.
 */
export const UNREAD_COUNT_CAP = 100;

/** Search (GET /api/search): results per page, and the longest search text. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_QUERY_MAX = 200;
/** Members found closest name first: how many of the closest names are paged through (lib/search/search.ts). */
export const CLOSEST_MEMBERS = 200;

/** Reports to the moderators: the longest note a member may add, and reported posts per page of /moderation. */
export const REPORT_DETAILS_MAX = 500;
export const MODERATION_QUEUE_PAGE_SIZE = 20;

/** Bookmarks per page on /bookmarks. */
export const BOOKMARKS_PAGE_SIZE = 20;

/** Events (issue 20): names, the card's size, and events per page on /events. */
export const EVENT_NAME_MAX = 120;
export const EVENT_VENUE_MAX = 120;
export const EVENT_BOUTS_MAX = 20;
export const FIGHTER_NAME_MAX = 60;
export const WEIGHT_CLASS_MAX = 40;
export const EVENTS_PAGE_SIZE = 20;
/** Pick'em leaderboards show this many members. */
export const PICKEM_LEADERBOARD_SIZE = 20;

/** Verification requests: the longest name, links and note, how many links, and requests per page of /admin/verification. */
export const VERIFICATION_NAME_MAX = 80;
export const VERIFICATION_LINKS_MAX = 5;
export const VERIFICATION_LINK_MAX = 300;
export const VERIFICATION_NOTE_MAX = 1000;
export const VERIFICATION_REASON_MAX = 500;
export const VERIFICATION_QUEUE_PAGE_SIZE = 20;

/** The most wins, losses or draws a pro record may hold. */
export const RECORD_MAX = 200;

/** The longest bio a member's profile shows. */
export const BIO_MAX = 300;

/** Members per page of /fighters, the directory of pro fighters and industry professionals. */
export const MEMBER_DIRECTORY_PAGE_SIZE = 30;

/** Private messages: the longest one, conversations per page of /messages, messages per page of a conversation. */
export const MESSAGE_MAX_LENGTH = 2_000;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;
/** How much of a conversation's last message /messages shows. */
export const MESSAGE_PREVIEW_LENGTH = 140;
