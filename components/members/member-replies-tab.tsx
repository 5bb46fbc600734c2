"use client";

import { useEffect } from "react";
import { LoadFailedInPlace } from "@/components/ui/load-failed-in-place";
import { onDemand, useOnDemand } from "@/components/ui/on-demand";
import { Spinner } from "@/components/ui/spinner";

// The tab reads its replies in the browser once it is opened: the list's code comes with them, not
// with every profile.
const replyListCode = onDemand(() => import("./member-reply-list").then((module) => module.MemberReplyList));

/** The Replies tab's panel: the spinner the list starts with until its code has loaded, then the list. */
export function MemberRepliesTab({ memberId }: { memberId: string }) {
  const code = useOnDemand(replyListCode);
  useEffect(() => replyListCode.request(), []);
  if (code.status === "loaded") {
    const MemberReplyList = code.value;
    return <MemberReplyList memberId={memberId} />;
  }
  if (code.status === "failed") return <LoadFailedInPlace what="The replies" onRetry={replyListCode.request} />;
  return <Spinner label="Loading replies..." />;
}
