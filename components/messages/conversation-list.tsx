"use client";

import Link from "next/link";
import useSWRInfinite from "swr/infinite";
import { RoleBadge } from "@/components/members/role-badge";
import { UserAvatar } from "@/components/members/user-avatar";
import { NextPageControls } from "@/components/ui/next-page-controls";
import { Spinner } from "@/components/ui/spinner";
import { formatRelativeTime } from "@/lib/format";
import type { ConversationDto, ConversationListAnswer } from "@/lib/messages/messages";
import { CONVERSATIONS_PAGE_SIZE } from "@/lib/validation/limits";
import { conversationPageUrl } from "./message-pages";
import { useInboxChanges, type InboxMoment } from "./use-inbox-changes";

const LOAD_ERROR = "Error loading your messages. Please try again later.";

function ConversationRow({ conversation }: { conversation: ConversationDto }) {
  const { member, lastMessage, unread } = conversation;
  return (
    <li>
      <Link href={`/messages/${member.username}`} className="flex min-h-16 items-center gap-3 px-3 py-3 hover:bg-white/5">
        <UserAvatar user={member} size="md" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2">
            <span className={`break-all ${unread ? "font-bold text-white" : "font-semibold"}`}>@{member.username}</span>
            <RoleBadge role={member.role} />
            <span className="ml-auto text-xs text-muted">
              {lastMessage.seen && "Seen · "}
              <time dateTime={lastMessage.createdAt} suppressHydrationWarning>
                {formatRelativeTime(lastMessage.createdAt)}
              </time>
            </span>
          </span>
          <span className={`mt-0.5 block truncate text-sm ${unread ? "text-zinc-100" : "text-muted"}`}>
            {lastMessage.fromYou && "You: "}
            {lastMessage.unsent ? <i>Message unsent</i> : lastMessage.content}
          </span>
        </span>
        {unread && (
          <span className="size-2.5 shrink-0 rounded-full bg-brand">
            <span className="sr-only">Unread</span>
          </span>
        )}
      </Link>
    </li>
  );
}

/** The member's conversations, the latest message first, kept live as messages come and are read. */
export function ConversationList({ rendered }: { rendered: InboxMoment }) {
  const pages = useSWRInfinite<ConversationListAnswer>((index, previous) => conversationPageUrl(index === 0 ? null : previous), { revalidateFirstPage: false });
  useInboxChanges(rendered, () => void pages.mutate());
  const conversations = (pages.data ?? []).flat();

  if (pages.isLoading) return <Spinner label="Loading your messages..." />;
  if (pages.error && !pages.data?.length) {
    return (
      <p role="alert" className="py-10 text-center text-red-400">
        {LOAD_ERROR}
      </p>
    );
  }
  if (conversations.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line px-4 py-12 text-center text-muted">
        No messages yet. Open a member&apos;s profile and choose Message to start a conversation.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label="Your conversations" className="divide-y divide-line overflow-hidden rounded-lg border border-line bg-panel">
        {conversations.map((conversation) => (
          <ConversationRow key={conversation.id} conversation={conversation} />
        ))}
      </ul>
      <NextPageControls pages={pages} pageSize={CONVERSATIONS_PAGE_SIZE} label="Load more conversations" errorMessage={LOAD_ERROR} />
    </div>
  );
}
