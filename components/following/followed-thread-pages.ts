import { keysetPageUrl } from "@/lib/pagination/cursor";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { THREAD_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of the first page of the followed members' threads, or of the page after `previous` (null after the last). */
export const followedThreadsPageUrl = (previous: ThreadDto[] | null) =>
  keysetPageUrl("/api/users/me/following/threads", {}, THREAD_PAGE_SIZE, previous, (thread) => thread.createdAt);
