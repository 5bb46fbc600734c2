"use client";

import Link from "next/link";
import { Fragment, useEffect, useRef, useState } from "react";
import useSWRInfinite from "swr/infinite";
import { UpgradeNotice } from "@/components/billing/upgrade-notice";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { useHydrated } from "@/components/ui/use-hydrated";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { formatRelativeTime } from "@/lib/format";
import { apiFetch } from "@/lib/http/api-fetch";
import { withBareAddresses } from "@/lib/markdown/bare-addresses";
import type { ErrorCode } from "@/lib/http/error-codes";
import type { MessageDto, MessageListAnswer, MessageMemberDto } from "@/lib/messages/messages";
import { hasNextPage } from "@/lib/pagination/pages";
import { MESSAGES_PAGE_SIZE } from "@/lib/validation/limits";
import { MessageComposer } from "./message-composer";
import { messagePageUrl } from "./message-pages";
import { useInboxChanges, type InboxMoment } from "./use-inbox-changes";

const LOAD_ERROR = "Error loading messages. Please try again later.";

const ReportDialog = loadsOnFirstUse(() => import("@/components/moderation/report-dialog").then((module) => module.ReportDialog), DialogLoading);
const UnsendDialog = loadsOnFirstUse(() => import("./unsend-dialog").then((module) => module.UnsendDialog), DialogLoading);

interface ConversationViewProps {
  member: MessageMemberDto;
  /** Why the viewer may not write to the member (the send call's answer), or null. */
  refusal: { code: ErrorCode; message: string } | null;
  /** The viewer's inbox when the page was rendered: its newest message and latest unsend. */
  rendered: InboxMoment;
  /** Whether the viewer may report the member's messages to the moderators (not staff, not banned, the member not staff). */
  mayReport: boolean;
}

interface MessageBubbleProps {
  message: MessageDto;
  username: string;
  /** Opens the report dialog for this message; absent where it may not be reported. */
  onReport?: () => void;
  /** Asks to unsend this message (the viewer's own, not unsent yet). */
  onUnsend?: () => void;
  /** The viewer's newest message the member has read (while both share read receipts). */
  seenLast: boolean;
}

/** A message's text, its http(s) addresses as links that open elsewhere and tell nothing of the page. */
function MessageText({ content }: { content: string }) {
  return withBareAddresses(content).map((part, index) =>
    part.type === "text" ? (
      <Fragment key={index}>{part.text}</Fragment>
    ) : (
      <a key={index} href={part.href} rel="nofollow ugc noopener noreferrer" target="_blank" className="underline">
        {part.href}
      </a>
    ),
  );
}

function MessageBubble({ message, username, onReport, onUnsend, seenLast }: MessageBubbleProps) {
  const hydrated = useHydrated();
  const actionClass = "-my-3 min-h-11 px-1 hover:text-white hover:underline disabled:opacity-60";
  return (
    <li className={`flex ${message.fromYou ? "justify-end" : "justify-start"}`}>
      <div className={`max-w-[85%] rounded-lg px-3 py-2 ${message.unsent ? "border border-dashed border-line" : message.fromYou ? "bg-brand/20" : "border border-line bg-panel"}`}>
        {message.unsent ? (
          <p className="italic text-muted">{message.fromYou ? "You unsent a message" : `@${username} unsent a message`}</p>
        ) : (
          <>
            <p className="sr-only">{message.fromYou ? "You wrote:" : `@${username} wrote:`}</p>
            <p className="whitespace-pre-wrap break-words">
              <MessageText content={message.content} />
            </p>
          </>
        )}
        <div className="mt-1 flex items-center justify-end gap-3 text-xs text-muted">
          {onUnsend && (
            <button type="button" disabled={!hydrated} onClick={onUnsend} className={actionClass}>
              Unsend<span className="sr-only"> this message</span>
            </button>
          )}
          {onReport && (
            <button type="button" disabled={!hydrated} onClick={onReport} className={actionClass}>
              Report<span className="sr-only"> this message</span>
            </button>
          )}
          <time dateTime={message.createdAt} suppressHydrationWarning>
            {formatRelativeTime(message.createdAt)}
          </time>
          {seenLast && <span>Seen</span>}
        </div>
      </div>
    </li>
  );
}

/**
 * A conversation with one member: its messages oldest first ("Load older messages" above them),
 * new ones arriving live, read as they show while the tab is visible, the viewer's newest message
 * the member has read marked Seen (read receipts, live too), the member's reportable to
 * the moderators; the form to write beneath, or why the viewer may not.
 */
export function ConversationView({ member, refusal, rendered, mayReport }: ConversationViewProps) {
  const pages = useSWRInfinite<MessageListAnswer>((index, previous) => messagePageUrl(member.id, index === 0 ? null : previous), { revalidateFirstPage: false });
  useInboxChanges(rendered, () => void pages.mutate());
  const newestFirst = (pages.data ?? []).flat();
  const newest = newestFirst[0];
  const newestSeen = newestFirst.find((message) => message.seen);
  const end = useRef<HTMLDivElement>(null);
  const [arrival, setArrival] = useState("");
  const [reporting, setReporting] = useState<string | null>(null);
  const [unsending, setUnsending] = useState<string | null>(null);

  // The newest message in view: at once on opening, then as one is sent or arrives.
  const shownNewest = useRef<string | null>(null);
  useEffect(() => {
    if (!newest || shownNewest.current === newest.id) return;
    const first = shownNewest.current === null;
    shownNewest.current = newest.id;
    end.current?.scrollIntoView({ block: "end" });
    if (!first && !newest.fromYou) setArrival(`New message from @${member.username}`);
  }, [newest, member.username]);

  // Their newest message is read once the tab shows it.
  const readUpTo = useRef<string | null>(null);
  useEffect(() => {
    if (!newest || newest.fromYou) return;
    function markRead() {
      if (document.visibilityState !== "visible" || readUpTo.current === newest!.id) return;
      readUpTo.current = newest!.id;
      apiFetch(`/api/users/${encodeURIComponent(member.id)}/messages/read`, { method: "PUT", body: {} }).catch(() => {
        readUpTo.current = null;
      });
    }
    markRead();
    document.addEventListener("visibilitychange", markRead);
    return () => document.removeEventListener("visibilitychange", markRead);
  }, [newest, member.id]);

  function sent(message: MessageDto) {
    void pages.mutate((data) => [[message, ...(data?.[0] ?? [])], ...(data?.slice(1) ?? [])], { revalidate: false });
  }

  function unsent(message: MessageDto) {
    setUnsending(null);
    void pages.mutate((data) => data?.map((page) => page.map((shown) => (shown.id === message.id ? message : shown))), { revalidate: false });
  }

  const loadedPages = pages.data?.length ?? 0;
  return (
    <div className="space-y-4">
      {pages.error && (
        <p role="alert" className="text-center text-red-400">
          {LOAD_ERROR}
        </p>
      )}
      {hasNextPage(pages.data, MESSAGES_PAGE_SIZE) && (
        <LoadMoreButton label="Load older messages" loading={pages.isValidating && pages.size > loadedPages} onClick={() => void pages.setSize(loadedPages + 1)} />
      )}
      {newestFirst.length === 0 && !pages.error ? (
        <p className="rounded-lg border border-dashed border-line px-4 py-10 text-center text-muted">
          No messages with @{member.username} yet.{refusal ? "" : " Say hello below."}
        </p>
      ) : (
        <ol aria-label={`Messages with @${member.username}`} className="space-y-2">
          {[...newestFirst].reverse().map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              username={member.username}
              onReport={mayReport && !message.fromYou && !message.unsent ? () => setReporting(message.id) : undefined}
              onUnsend={message.fromYou && !message.unsent ? () => setUnsending(message.id) : undefined}
              seenLast={message === newestSeen}
            />
          ))}
        </ol>
      )}
      <p role="status" className="sr-only">
        {arrival}
      </p>
      {reporting && <ReportDialog target={{ kind: "message", id: reporting }} onClose={() => setReporting(null)} />}
      {unsending && <UnsendDialog messageId={unsending} username={member.username} onUnsent={unsent} onCancel={() => setUnsending(null)} />}
      <div ref={end}>
        {refusal === null ? (
          <MessageComposer memberId={member.id} username={member.username} onSent={sent} />
        ) : refusal.code === "UPGRADE_REQUIRED" ? (
          <UpgradeNotice text="Upgrade to send messages." />
        ) : (
          <p className="rounded-lg border border-line bg-panel p-3 text-sm text-muted">
            {refusal.message}{" "}
            {refusal.code === "BLOCKED" && (
              <Link href={`/user/${member.username}`} className="underline">
                @{member.username}&apos;s profile
              </Link>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
