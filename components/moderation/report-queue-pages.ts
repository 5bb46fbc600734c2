import type { ReportedPostDto } from "@/lib/moderation/reports";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { MODERATION_QUEUE_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of the queue's first page of reported posts, or of the page after `previous` (null after the last). */
export const reportQueuePageUrl = (previous: ReportedPostDto[] | null) =>
  keysetPageUrl("/api/moderation/reports", {}, MODERATION_QUEUE_PAGE_SIZE, previous, (post) => post.firstReportedAt);
