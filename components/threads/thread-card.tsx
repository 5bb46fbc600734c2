"use client";

import { useState } from "react";
import { MarkdownText } from "@/components/markdown/markdown-text";
import { REPLIES_SECTION_ID } from "@/components/replies/reply-anchors";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { Spinner } from "@/components/ui/spinner";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { MediaPreview } from "./media-preview";
import { PremiumOverlay } from "./premium-overlay";
import { ThreadActionBar } from "./thread-action-bar";
import { ThreadAuthor } from "./thread-author";
import { useThreadActions, type ThreadOwner } from "./use-thread-actions";

// Loaded when the author first edits a thread.
const ThreadEditForm = loadsOnFirstUse(() => import("./thread-edit-form").then((module) => module.ThreadEditForm), () => <Spinner label="Loading editor..." />);

interface ThreadCardProps {
  thread: ThreadDto;
  /** The read the thread is shown from, which its writes change. */
  owner: ThreadOwner;
  viewer: ViewerSummary | null;
  /** "list": an h2, content clamped to 3 lines, the image loaded lazily. "page": an h1, full text. */
  variant: "list" | "page";
  /** The heading's content: a list's link to the thread, the thread page's title; with their badges. */
  title: React.ReactNode;
  /** Shown under the title (the thread page's link to its event). */
  belowTitle?: React.ReactNode;
  /** Shown under the content unless it is locked: a list's poll preview, the thread page's poll. */
  children?: React.ReactNode;
  /** Shown under the card's content while it is not being edited (a list's last reply). */
  footer?: React.ReactNode;
}

/**
 * The cards a list renders in the server's HTML (`useServerRenderedCount`): more than a desktop's
 * first screen shows. The rest of the list's first page renders in the browser once the page has
 * hydrated: a card costs the server about a quarter of a millisecond to render (docs/performance.md).
 */
export const SERVER_RENDERED_CARDS = 4;

/**
 * A thread as lists (`ThreadListCard`) and the thread page show it: the parts only one of them
 * shows come in as props, so that the other's scripts do not load them.
 */
export function ThreadCard({ thread, owner, viewer, variant, title, belowTitle, children, footer }: ThreadCardProps) {
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
          <TitleTag className={`mt-3 break-words font-bold ${variant === "page" ? "text-2xl" : "text-lg"}`}>{title}</TitleTag>
          {belowTitle}
          {thread.premiumLocked ? (
            <PremiumOverlay />
          ) : (
            <>
              <MarkdownText source={thread.content} className={`mt-2 text-zinc-300 ${variant === "list" ? "line-clamp-3" : ""}`} />
              {children}
              <MediaPreview media={thread.media} title={thread.title} loading={variant === "page" ? "eager" : "lazy"} />
            </>
          )}
        </>
      )}
      {!editing && footer}
      <ThreadActionBar actions={actions} viewer={viewer} onEdit={() => setEditing(true)} repliesHref={variant === "page" ? `#${REPLIES_SECTION_ID}` : `/thread/${thread.id}`} />
    </article>
  );
}
