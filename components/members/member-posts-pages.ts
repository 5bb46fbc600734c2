import { MEMBER_THREADS_PAGE_SIZE } from "@/lib/validation/limits";

/** The URL of a page of a member's threads, newest first (offset paging). */
export function memberPostsPageUrl(memberId: string, pageIndex: number) {
  const params = new URLSearchParams({ limit: String(MEMBER_THREADS_PAGE_SIZE), offset: String(pageIndex * MEMBER_THREADS_PAGE_SIZE) });
  return `/api/users/${memberId}/posts?${params}`;
}
