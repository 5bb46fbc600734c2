"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { LiveEventBadge } from "@/components/events/live-event-badge";
import { MarkdownText } from "@/components/markdown/markdown-text";
import { REPLIES_SECTION_ID } from "@/components/replies/reply-anchors";
import { LinkPendingIndicator } from "@/components/ui/link-pending-indicator";
import { Spinner } from "@/components/ui/spinner";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { LastReplyLine } from "./last-reply-line";
import { MediaPreview } from "./media-preview";
import { PollPreview } from "./poll-preview";
import { PremiumOverlay } from "./premium-overlay";
import { ThreadActionBar } from "./thread-action-bar";
import { ThreadAuthor } from "./thread-author";
import { UnreadBadge } from "./unread-badge";
import { useThreadActions, type ThreadOwner } from "./use-thread-actions";

// Loaded when the author first edits a thread.
const ThreadEditForm = dynamic(() => import("./thread-edit-form").then((module) => module.ThreadEditForm), {
  ssr: false,
  loading: () => <Spinner label="Loading editor..." />,
});

interface ThreadCardProps {
  thread: ThreadDto;
  /** The read the thread is shown from, which its writes change. */
  owner: ThreadOwner;
  viewer: ViewerSummary | null;
  /** "list": title links to the thread, content clamped to 3 lines, poll preview. "page": full text. */
  variant?: "list" | "page";
  /** On the thread page: shown under the title (the event page's link). */
  belowTitle?: React.ReactNode;
  /** On the thread page: shown under the content in place of the poll preview (the poll itself). */
  children?: React.ReactNode;
}

/**
 * The cards a list renders in the server's HTML (`useServerRenderedCount`): more than a desktop's
 * first screen shows. The rest of the list's first page renders in the browser once the page has
 * hydrated: a card costs the server about a quarter of a millisecond to render (docs/performance.md).
 */
export const SERVER_RENDERED_CARDS = 4;

/** A thread as lists and the thread page show it. */
export function ThreadCard({ thread, owner, viewer, variant = "list", belowTitle, children }: ThreadCardProps) {
  const actions = useThreadActions(thread, viewer, owner);
  const [editing, setEditing] = useState(false);
  const TitleTag = variant === "page" ? "h1" : "h2";

  return (
    // Named by the title even while the title is being edited.
    <article aria-label={thread.title} className="rounded-lg border border-line bg-panel p-4">
      <ThreadAuthor thread={thread} />
      {editing ? (
        <ThreadEditForm thread={thread} busy={actions.busy} onSave={actions.edit} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <TitleTag className={`mt-3 break-words font-bold ${variant === "page" ? "text-2xl" : "text-lg"}`}>
            {variant === "page" ? (
              <>
                {thread.title} <LiveEventBadge event={thread.event} />
              </>
            ) : (
              <>
                <Link href={`/thread/${thread.id}`} className="hover:underline">
                  {thread.title}
                  <LinkPendingIndicator />
                </Link>{" "}
                <LiveEventBadge event={thread.event} /> <UnreadBadge unread={thread.unread} />
              </>
            )}
          </TitleTag>
          {belowTitle}
          {thread.premiumLocked ? (
            <PremiumOverlay />
          ) : (
            <>
              <MarkdownText source={thread.content} className={`mt-2 text-zinc-300 ${variant === "list" ? "line-clamp-3" : ""}`} />
              {variant === "list" ? thread.poll && <PollPreview poll={thread.poll} /> : children}
              <MediaPreview media={thread.media} title={thread.title} loading={variant === "page" ? "eager" : "lazy"} />
            </>
          )}
        </>
      )}
      {variant === "list" && !editing && thread.lastReply && <LastReplyLine lastReply={thread.lastReply} />}
      <ThreadActionBar actions={actions} viewer={viewer} onEdit={() => setEditing(true)} repliesHref={variant === "page" ? `#${REPLIES_SECTION_ID}` : `/thread/${thread.id}`} />
    </article>
  );
}
