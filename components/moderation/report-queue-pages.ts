import type { ReportedItemDto } from "@/lib/moderation/reports";
import { keysetPageUrl } from "@/lib/pagination/cursor";
import { MODERATION_QUEUE_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of the queue's first page of reported posts and members, or of the page after `previous` (null after the last). */
export const reportQueuePageUrl = (previous: ReportedItemDto[] | null) =>
  keysetPageUrl("/api/moderation/reports", {}, MODERATION_QUEUE_PAGE_SIZE, previous, (item) => item.firstReportedAt);
