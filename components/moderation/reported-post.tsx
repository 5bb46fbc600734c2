"use client";

import Link from "next/link";
import { useState } from "react";
import { MarkdownText } from "@/components/markdown/markdown-text";
import { DeleteReplyDialog } from "@/components/replies/delete-reply-dialog";
import { ReplyInThread } from "@/components/replies/reply-in-thread";
import { DeleteThreadDialog } from "@/components/threads/delete-thread-dialog";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toaster";
import { isStaff } from "@/lib/auth/roles";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { formatRelativeTime } from "@/lib/format";
import { ApiError, apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { ReportedPostDto } from "@/lib/moderation/reports";
import { REPORT_REASON_LABELS } from "@/lib/validation/report-reasons";

/** What staff did with a reported post, for the queue to update itself. */
export type QueueChange = "gone" | "authorBanned";

/** Who wrote the reported thread or reply. */
export const reportedPostAuthor = (post: ReportedPostDto) => post.thread?.user ?? post.reply?.user ?? null;

interface ReportedPostProps {
  post: ReportedPostDto;
  viewer: ViewerSummary;
  onChange: (post: ReportedPostDto, change: QueueChange) => void;
}

const actionClass = "min-h-11 rounded border border-line px-3 text-sm font-semibold hover:bg-line disabled:opacity-60";

function ReportedText({ post }: { post: ReportedPostDto }) {
  if (post.reply) {
    return (
      <ReplyInThread reply={post.reply} username={post.reply.user?.username ?? null}>
        <MarkdownText source={post.reply.content} className="mt-1 line-clamp-6 text-sm text-zinc-300" />
      </ReplyInThread>
    );
  }
  const thread = post.thread!;
  return (
    <article aria-label={`Thread: ${thread.title}`}>
      <p className="text-sm">
        Thread by{" "}
        <Link href={`/user/${thread.user.username}`} className="font-semibold hover:underline">
          @{thread.user.username}
        </Link>{" "}
        in {thread.categoryName}
      </p>
      <h3 className="mt-1 break-words font-semibold">
        <Link href={`/thread/${thread.id}`} className="hover:underline">
          {thread.title}
        </Link>
      </h3>
      <MarkdownText source={thread.content} className="mt-1 line-clamp-6 text-sm text-zinc-300" />
    </article>
  );
}

/** A reported post in the queue: how often and why it was reported, the post, and what staff can do: dismiss, delete, ban its author. */
export function ReportedPost({ post, viewer, onChange }: ReportedPostProps) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<"delete" | "ban" | null>(null);
  const [busy, setBusy] = useState(false);
  const author = reportedPostAuthor(post);
  // Staff cannot be banned (lib/moderation/ban-member.ts).
  const authorIsStaff = author !== null && isStaff(author.role);
  const times = post.reportCount === 1 ? "once" : `${post.reportCount} times`;

  async function act(request: () => Promise<unknown>, done: () => void, failure: string) {
    setBusy(true);
    try {
      await request();
      done();
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, failure), variant: "destructive" });
      // Another moderator handled it, or the post is gone: it leaves the queue either way.
      if (error instanceof ApiError && (error.code === "CONFLICT" || error.code === "NOT_FOUND")) onChange(post, "gone");
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const dismiss = () =>
    act(
      () => apiFetch("/api/moderation/reports/dismiss", { body: { kind: post.kind, id: post.id } }),
      () => {
        toast({ title: "Reports dismissed", description: "The post stays as it is." });
        onChange(post, "gone");
      },
      "Failed to dismiss the reports",
    );

  const deleteThread = () =>
    act(
      () => apiFetch(`/api/threads/${post.id}`, { method: "DELETE", body: { userId: viewer.id } }),
      () => {
        toast({ title: "Thread deleted", description: "The thread has been deleted successfully" });
        onChange(post, "gone");
      },
      "Failed to delete thread",
    );

  const banAuthor = () =>
    act(
      () => apiFetch(`/api/users/${author!.id}/ban`, { body: {} }),
      () => {
        toast({ title: "Member banned", description: `@${author!.username} can no longer post or reply.` });
        onChange(post, "authorBanned");
      },
      "Failed to ban the member",
    );

  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded bg-red-500/15 px-2 py-0.5 font-semibold text-red-300">Reported {times}</span>
        <span className="text-muted">
          {post.reasons.map(({ reason, count }) => `${REPORT_REASON_LABELS[reason]}${count > 1 ? ` ×${count}` : ""}`).join(" · ")}
        </span>
        <span className="text-xs text-muted">
          first{" "}
          <time dateTime={post.firstReportedAt} suppressHydrationWarning>
            {formatRelativeTime(post.firstReportedAt)}
          </time>
        </span>
      </div>
      <ReportedText post={post} />
      {post.notes.length > 0 && (
        <ul aria-label="Notes from the members who reported it" className="space-y-1 border-l-2 border-line pl-3 text-sm">
          {post.notes.map((note) => (
            <li key={`${note.reporter}-${note.createdAt}`} className="break-words">
              <span className="font-semibold">{note.reporter ? `@${note.reporter}` : "[deleted]"}</span>{" "}
              <span className="text-muted">({REPORT_REASON_LABELS[note.reason]}):</span> {note.details}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={() => void dismiss()} className={actionClass}>
          Dismiss reports
        </button>
        <button type="button" disabled={busy} onClick={() => setConfirming("delete")} className={`${actionClass} text-red-300`}>
          Delete {post.kind}
        </button>
        {author && !authorIsStaff && !post.authorBanned && (
          <button type="button" disabled={busy} onClick={() => setConfirming("ban")} className={`${actionClass} text-red-300`}>
            Ban @{author.username}
          </button>
        )}
        {post.authorBanned && <span className="inline-flex min-h-11 items-center text-sm text-muted">@{author?.username ?? "The author"} is banned</span>}
      </div>
      {confirming === "delete" && post.thread && <DeleteThreadDialog busy={busy} onCancel={() => setConfirming(null)} onConfirm={() => void deleteThread()} />}
      {confirming === "delete" && post.reply && (
        <DeleteReplyDialog
          reply={post.reply}
          viewer={viewer}
          onClose={() => setConfirming(null)}
          onDeleted={() => onChange(post, "gone")}
          onGone={() => onChange(post, "gone")}
        />
      )}
      {confirming === "ban" && author && (
        <ConfirmDialog title={`Ban @${author.username}`} confirmLabel="Ban member" busy={busy} onCancel={() => setConfirming(null)} onConfirm={() => void banAuthor()}>
          <p>
            @{author.username} will no longer be able to post or reply. Their subscription is cancelled and their latest payment refunded. Their posts stay until you
            delete them.
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}
