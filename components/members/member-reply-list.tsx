"use client";

import useSWRInfinite from "swr/infinite";
import { ReplyWithText } from "@/components/replies/reply-in-thread";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import type { MemberRepliesAnswer } from "@/lib/members/profile";
import { MEMBER_REPLIES_PAGE_SIZE } from "@/lib/validation/limits";
import { memberRepliesPageUrl } from "./member-replies-pages";

const REPLIES_ERROR = "Error loading replies. Please try again later.";

/**
 * The Replies tab: the member's replies, newest first, each linking to its place in its thread.
 * Read when the tab is first opened, so a profile's first render costs no more than before.
 */
export function MemberReplyList({ memberId }: { memberId: string }) {
  const pageKey = (index: number, previous: MemberRepliesAnswer | null) => memberRepliesPageUrl(memberId, index === 0 ? null : previous);
  const pages = useSWRInfinite<MemberRepliesAnswer>(pageKey, { revalidateFirstPage: false });
  const replies = (pages.data ?? []).flat();

  if (pages.isLoading) return <Spinner label="Loading replies..." />;
  if (pages.error && !pages.data) {
    return (
      <p role="alert" className="py-6 text-center text-red-400">
        {REPLIES_ERROR}
      </p>
    );
  }
  if (replies.length === 0) {
    return <p className="rounded-lg border border-dashed border-line py-12 text-center text-muted">This user hasn&apos;t replied to anything yet.</p>;
  }
  return (
    <div className="space-y-4">
      <ul aria-label="Replies" className="divide-y divide-line rounded-lg border border-line bg-panel">
        {replies.map((reply) => (
          <li key={reply.id}>
            <ReplyWithText reply={reply} className="px-3 py-2" />
          </li>
        ))}
      </ul>
      <NextPageControls pages={pages} pageSize={MEMBER_REPLIES_PAGE_SIZE} label="Load more replies" errorMessage={REPLIES_ERROR} />
    </div>
  );
}
