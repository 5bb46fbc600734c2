"use client";

import Link from "next/link";
import { useState } from "react";
import { MarkdownText } from "@/components/markdown/markdown-text";
import { RoleBadge } from "@/components/members/role-badge";
import { UserAvatar } from "@/components/members/user-avatar";
import { DeleteReplyDialog } from "@/components/replies/delete-reply-dialog";
import { ReplyInThread } from "@/components/replies/reply-in-thread";
import { DeleteThreadDialog } from "@/components/threads/delete-thread-dialog";
import { useToast } from "@/components/ui/toaster";
import { isStaff } from "@/lib/auth/roles";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { formatDate, formatQuantity, formatRelativeTime } from "@/lib/format";
import { ApiError, apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { linkableSocialLinks } from "@/lib/members/social-links";
import type { ReportedItemDto } from "@/lib/moderation/reports";
import { REPORT_REASON_LABELS } from "@/lib/validation/report-reasons";
import { banMember, memberBannedToast } from "./ban-member";
import { BanMemberDialog } from "./ban-member-dialog";
import { hasProfileToReset, profileResetToast, resetProfile } from "./reset-profile";
import { ResetProfileDialog } from "./reset-profile-dialog";

/** What staff did with a reported post or member, for the queue to update itself. */
export type QueueChange = "gone" | "memberBanned";

/** The member reported, or the author of the reported thread or reply. */
export const reportedMember = (item: ReportedItemDto) => item.member ?? item.thread?.user ?? item.reply?.user ?? null;

interface ReportedItemProps {
  item: ReportedItemDto;
  viewer: ViewerSummary;
  onChange: (item: ReportedItemDto, change: QueueChange) => void;
}

const actionClass = "min-h-11 rounded border border-line px-3 text-sm font-semibold hover:bg-line disabled:opacity-60";

function ReportedText({ item }: { item: ReportedItemDto }) {
  if (item.reply) {
    return (
      <ReplyInThread reply={item.reply} username={item.reply.user?.username ?? null}>
        <MarkdownText source={item.reply.content} className="mt-1 line-clamp-6 text-sm text-zinc-300" />
      </ReplyInThread>
    );
  }
  const thread = item.thread!;
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

/** What a reported member shows others: picture, name, full name, links, and how long and how much they have posted. */
function ReportedProfile({ member }: { member: NonNullable<ReportedItemDto["member"]> }) {
  const links = linkableSocialLinks(member.socialLinks);
  return (
    <article aria-label={`Member: @${member.username}`} className="flex items-start gap-3">
      <UserAvatar user={member} size="md" />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <Link href={`/user/${member.username}`} className="break-all font-semibold hover:underline">
            @{member.username}
          </Link>
          <RoleBadge role={member.role} />
        </p>
        {member.fullName && <p>{member.fullName}</p>}
        <p className="text-muted">
          Joined {formatDate(member.createdAt)} · {formatQuantity(member.postsCount, "post", "posts")} · {formatQuantity(member.repliesCount, "reply", "replies")}
        </p>
        {links.length > 0 && (
          <ul aria-label="Social links" className="space-y-0.5">
            {links.map((link) => (
              <li key={link.key} className="break-all">
                <span className="text-muted">{link.label}:</span> {link.url}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/**
 * An entry of the queue: how often and why a post or member was reported, the post or the member's
 * profile, and what staff can do: dismiss the reports, delete the post, ban the member or reset
 * their profile.
 */
export function ReportedItem({ item, viewer, onChange }: ReportedItemProps) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<"delete" | "ban" | "reset" | null>(null);
  const [busy, setBusy] = useState(false);
  const member = reportedMember(item);
  // Staff cannot be banned (lib/moderation/ban-member.ts).
  const memberIsStaff = member !== null && isStaff(member.role);
  const times = item.reportCount === 1 ? "once" : `${item.reportCount} times`;

  async function act(request: () => Promise<unknown>, done: () => void, failure: string) {
    setBusy(true);
    try {
      await request();
      done();
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, failure), variant: "destructive" });
      // Another moderator handled it, or the post or member is gone: it leaves the queue either way
      // (the queue is read again, so an entry still open comes back).
      if (error instanceof ApiError && (error.code === "CONFLICT" || error.code === "NOT_FOUND" || error.code === "NOTHING_TO_RESET")) onChange(item, "gone");
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const dismiss = () =>
    act(
      () => apiFetch("/api/moderation/reports/dismiss", { body: { kind: item.kind, id: item.id } }),
      () => {
        toast({ title: "Reports dismissed", description: item.member ? "The member's account stays as it is." : "The post stays as it is." });
        onChange(item, "gone");
      },
      "Failed to dismiss the reports",
    );

  const deleteThread = () =>
    act(
      () => apiFetch(`/api/threads/${item.id}`, { method: "DELETE", body: { userId: viewer.id } }),
      () => {
        toast({ title: "Thread deleted", description: "The thread has been deleted successfully" });
        onChange(item, "gone");
      },
      "Failed to delete thread",
    );

  const banReportedMember = () =>
    act(
      () => banMember(member!.id),
      () => {
        toast(memberBannedToast(member!.username));
        onChange(item, "memberBanned");
      },
      "Failed to ban the member",
    );

  const resetReportedProfile = () =>
    act(
      () => resetProfile(member!.id),
      () => {
        toast(profileResetToast(member!.username));
        onChange(item, "gone");
      },
      "Failed to reset the profile",
    );

  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded bg-red-500/15 px-2 py-0.5 font-semibold text-red-300">Reported {times}</span>
        <span className="text-muted">
          {item.reasons.map(({ reason, count }) => `${REPORT_REASON_LABELS[reason]}${count > 1 ? ` ×${count}` : ""}`).join(" · ")}
        </span>
        <span className="text-xs text-muted">
          first{" "}
          <time dateTime={item.firstReportedAt} suppressHydrationWarning>
            {formatRelativeTime(item.firstReportedAt)}
          </time>
        </span>
      </div>
      {item.member ? <ReportedProfile member={item.member} /> : <ReportedText item={item} />}
      {item.notes.length > 0 && (
        <ul aria-label="Notes and messages from the members who reported it" className="space-y-1 border-l-2 border-line pl-3 text-sm">
          {item.notes.map((note) => (
            <li key={`${note.reporter}-${note.createdAt}`} className="break-words">
              <span className="font-semibold">{note.reporter ? `@${note.reporter}` : "[deleted]"}</span>{" "}
              <span className="text-muted">({REPORT_REASON_LABELS[note.reason]}){note.details ? ":" : ""}</span> {note.details}
              {note.message && (
                <figure className="mt-1 rounded border border-line bg-panel px-3 py-2">
                  <figcaption className="text-xs text-muted">
                    Private message to {note.reporter ? `@${note.reporter}` : "[deleted]"},{" "}
                    <time dateTime={note.message.sentAt} suppressHydrationWarning>
                      {formatRelativeTime(note.message.sentAt)}
                    </time>
                    {note.message.unsent && ", unsent by its sender since"}
                  </figcaption>
                  <blockquote className="whitespace-pre-wrap">{note.message.content}</blockquote>
                </figure>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={() => void dismiss()} className={actionClass}>
          Dismiss reports
        </button>
        {!item.member && (
          <button type="button" disabled={busy} onClick={() => setConfirming("delete")} className={`${actionClass} text-red-300`}>
            Delete {item.kind}
          </button>
        )}
        {member && !memberIsStaff && !item.authorBanned && (
          <button type="button" disabled={busy} onClick={() => setConfirming("ban")} className={`${actionClass} text-red-300`}>
            Ban @{member.username}
          </button>
        )}
        {item.member && !item.authorBanned && hasProfileToReset(item.member) && (
          <button type="button" disabled={busy} onClick={() => setConfirming("reset")} className={actionClass}>
            Reset profile
          </button>
        )}
        {item.authorBanned && <span className="inline-flex min-h-11 items-center text-sm text-muted">@{member?.username ?? "The author"} is banned</span>}
      </div>
      {confirming === "delete" && item.thread && <DeleteThreadDialog busy={busy} onCancel={() => setConfirming(null)} onConfirm={() => void deleteThread()} />}
      {confirming === "delete" && item.reply && (
        <DeleteReplyDialog
          reply={item.reply}
          viewer={viewer}
          onClose={() => setConfirming(null)}
          onDeleted={() => onChange(item, "gone")}
          onGone={() => onChange(item, "gone")}
        />
      )}
      {confirming === "ban" && member && (
        <BanMemberDialog username={member.username} busy={busy} onCancel={() => setConfirming(null)} onConfirm={() => void banReportedMember()} />
      )}
      {confirming === "reset" && member && (
        <ResetProfileDialog username={member.username} busy={busy} onCancel={() => setConfirming(null)} onConfirm={() => void resetReportedProfile()} />
      )}
    </li>
  );
}
